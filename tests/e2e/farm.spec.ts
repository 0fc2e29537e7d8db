import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts, signIn } from './accounts';

test('switching farm reloads the page for the new farm and is remembered', async ({ page }) => {
  await signIn(page, accounts.manager);
  await page.goto('/equipment');
  const banner = page.getByTestId('farm-name');
  const first = (await banner.textContent()) ?? '';
  expect(first).not.toBe('');
  await expect(page.getByTestId('page-farm')).toHaveText(`Farm: ${first}`);

  await page.getByTestId('farm-selector').click();
  const options = page.locator('[data-testid^="farm-option-"]');
  await expect(options).toHaveCount(2);
  // Only an admin sets a farm's currency.
  await expect(page.getByTestId('farm-settings-open')).toHaveCount(0);
  const other = options.filter({ hasNotText: first });
  const second = (await other.textContent()) ?? '';
  const graphqlAfterSwitch = page.waitForRequest((request) => request.url().endsWith('/graphql'));
  await other.click();
  await graphqlAfterSwitch;

  await expect(banner).toHaveText(second);
  await expect(page.getByTestId('page-farm')).toHaveText(`Farm: ${second}`);
  await expect(page).toHaveURL(/\/equipment$/);

  await page.reload();
  await expect(banner).toHaveText(second);
});

test('a user without farms sees the no-farms message', async ({ page }) => {
  await signIn(page, accounts.nofarm);
  await expect(page.getByTestId('farm-banner')).toHaveText('You have no farm yet. Ask a manager to add you to one.');
});

/** Sets a farm's currency through the API, as the admin. */
async function setCurrency(request: APIRequestContext, reference: string, currency: string): Promise<void> {
  const signInAnswer = await request.post('/api/auth/sign-in', { data: accounts.admin });
  const { accessToken } = (await signInAnswer.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const farms = (await (await request.get('/api/farms', { headers })).json()) as { id: string; reference: string }[];
  const farmId = farms.find((farm) => farm.reference === reference)?.id;
  const query =
    'mutation($farmId: ID!, $currency: String!) { updateFarmCurrency(farmId: $farmId, currency: $currency) { id } }';
  const answer = await request.post('/graphql', { data: { query, variables: { farmId, currency } }, headers });
  expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined();
}

test("an admin sets a farm's currency, and its amounts follow at once", async ({ page, request }) => {
  // FRM-004 is a farm no other spec's account sees, so none reads its amounts meanwhile.
  await signIn(page, accounts.admin);
  await page.getByTestId('farm-selector').click();
  await page.getByTestId('farm-option-FRM-004').click();
  await expect(page.getByTestId('farm-reference')).toHaveText('FRM-004');
  await page.goto('/inventory');
  const firstRow = page.getByTestId('parts-table').locator('tbody tr.ant-table-row').first();
  await expect(firstRow).toContainText(/MAD\s?\d/);

  try {
    await page.getByTestId('farm-selector').click();
    await page.getByTestId('farm-settings-open').click();
    const settings = page.getByTestId('farm-settings');
    await expect(settings.getByTestId('farm-currency')).toContainText('MAD — Moroccan Dirham');
    await settings.getByTestId('farm-currency').click();
    await page.keyboard.type('EUR');
    await page.locator('.ant-select-item-option[title="EUR — Euro"]').click();
    await expect(settings).toContainText('€1,234.50');
    await page.getByTestId('farm-settings-save').click();

    await expect(page.getByText('Amounts of Coastal Greenhouses are now in EUR')).toBeVisible();
    await expect(settings).toBeHidden();
    await expect(firstRow).toContainText('€');
    await expect(firstRow).not.toContainText('MAD');
    await page.reload();
    await expect(page.getByTestId('parts-table').locator('tbody tr.ant-table-row').first()).toContainText('€');
  } finally {
    await setCurrency(request, 'FRM-004', 'MAD');
  }
});

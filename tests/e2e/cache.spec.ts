import { expect, test, type Page, type Request } from '@playwright/test';
import { accounts, signIn, submitSignIn } from './accounts';

// The Apollo cache keeps each farm's data under the farm's own keys and is emptied on
// sign-out: switching back to a farm needs no request, and the next user sees only theirs.

const operationOf = (request: Request): string | undefined =>
  request.url().endsWith('/graphql') && request.method() === 'POST'
    ? (request.postDataJSON() as { operationName?: string } | null)?.operationName
    : undefined;

/** Counts the GraphQL operations of that name the page sends from now on. */
function countRequests(page: Page, operationName: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (operationOf(request) === operationName) count += 1;
  });
  return () => count;
}

/** Chooses a farm in the top bar and waits until the page shows it. */
async function chooseFarm(page: Page, reference: string): Promise<string> {
  await page.getByTestId('farm-selector').click();
  const option = page.getByTestId(`farm-option-${reference}`);
  const name = (await option.textContent()) ?? '';
  await option.click();
  await expect(page.getByTestId('farm-name')).toHaveText(name);
  return name;
}

test('switching back to a farm shows its machines at once, from the cache', async ({ page }) => {
  await signIn(page, accounts.manager);
  await page.goto('/equipment');
  const firstFarm = await chooseFarm(page, 'FRM-001');
  const rows = page.getByTestId('equipment-table').locator('tbody tr.ant-table-row');
  await expect(page.getByTestId('page-farm')).toHaveText(`Farm: ${firstFarm}`);
  await expect(rows.first()).toBeVisible();
  const firstFarmRows = await rows.allTextContents();

  const secondFarm = await chooseFarm(page, 'FRM-002');
  await expect(page.getByTestId('page-farm')).toHaveText(`Farm: ${secondFarm}`);
  await expect(rows.first()).toBeVisible();
  await expect(rows).not.toHaveText(firstFarmRows);

  const listRequests = countRequests(page, 'EquipmentList');
  // The farm change reloads the route's data (the farms, network-only): once that answer is
  // in, anything the page would still ask for has been asked.
  const reloaded = page.waitForResponse((response) => operationOf(response.request()) === 'Farms');
  await chooseFarm(page, 'FRM-001');
  await expect(page.getByTestId('page-farm')).toHaveText(`Farm: ${firstFarm}`);
  await expect(rows).toHaveText(firstFarmRows, { timeout: 2_000 });
  await expect(page.getByTestId('equipment-table').locator('.ant-spin-spinning')).toHaveCount(0);
  await reloaded;
  await page.waitForTimeout(1_000);
  expect(listRequests()).toBe(0);
});

test('after signing out, the next user sees nothing of the previous user’s cached data', async ({ page }) => {
  await signIn(page, accounts.manager);
  // A farm the next user belongs to as well, so the same cache keys would be asked for.
  const sharedFarm = await chooseFarm(page, 'FRM-001');
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('notifications-panel').getByTestId('notification').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Signing in again happens in the same document: the one client and its cache live on.
  await page.evaluate('window.__e2eSameDocument = true');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const meRequests = countRequests(page, 'Me');
  const techNotifications = page.waitForResponse((response) => operationOf(response.request()) === 'Notifications', {
    timeout: 15_000,
  });
  await submitSignIn(page, accounts.tech);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate('window.__e2eSameDocument === true')).toBe(true);

  await expect(page.getByTestId('farm-name')).toHaveText(sharedFarm);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('signed-in-as')).toContainText(accounts.tech.email);
  expect(meRequests()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  const answer = (await (await techNotifications).json()) as { data: { notifications: unknown[] } };
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('notifications-panel').getByTestId('notification')).toHaveCount(
    answer.data.notifications.length,
  );
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, chooseLanguage, signIn } from './accounts';

// Each test makes its own part (unique number), so the specs share no stock with each other.
const viewer = { email: 'viewer@farmmaint.app', password: 'Viewer#2026' };
const uniqueNumber = () => `E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notifications-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** Opens a stock action's form, fills it and saves. */
async function moveStock(page: Page, action: 'receive' | 'issue' | 'adjust', quantity: number, note = 'e2e') {
  await page.getByTestId(`action-${action}`).click();
  const form = page.getByTestId('movement-form');
  await form.getByTestId('movement-quantity-input').fill(String(quantity));
  await form.getByTestId('movement-note').fill(note);
  await form.getByTestId('movement-save').click();
}

/** A part of the manager's first farm with `quantity` in stock, made through the API. */
async function seedPart(request: APIRequestContext, quantity: number): Promise<string> {
  const signInAnswer = await request.post('/api/auth/sign-in', { data: accounts.manager });
  const { accessToken } = (await signInAnswer.json()) as { accessToken: string };
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = (await response.json()) as { data: Record<string, { id: string }[] & { id: string }> };
    return body.data;
  };
  const farms = (await gql('{ farms { id name } }')).farms as unknown as { id: string; name: string }[];
  const farmId = [...farms].sort((a, b) => a.name.localeCompare(b.name))[0].id;
  const created = await gql('mutation($input: CreateSparePartInput!) { createSparePart(input: $input) { id } }', {
    input: { farmId, partNumber: uniqueNumber(), name: 'E2E tech part', unit: 'PCS', minQuantity: 0 },
  });
  const id = created.createSparePart.id;
  await gql('mutation($id: ID!, $q: Float!) { receiveStock(partId: $id, quantity: $q) { id } }', { id, q: quantity });
  return id;
}

test('a manager creates a part, receives and issues it below its minimum', async ({ page }) => {
  const partNumber = uniqueNumber();
  await signIn(page, accounts.manager);
  await page.goto('/inventory');
  await expect(page.getByTestId('parts-table')).toBeVisible();
  await page.getByTestId('part-create').click();
  await page.getByTestId('field-partNumber').fill(partNumber);
  await page.getByTestId('field-name').fill('E2E hydraulic filter');
  await page.getByTestId('field-minQuantity').fill('5');
  await page.getByTestId('part-save').click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);

  const quantity = page.getByTestId('part-quantity');
  await moveStock(page, 'receive', 10);
  await expect(quantity).toContainText('10 pcs');
  await expect(quantity).toHaveAttribute('data-low-stock', 'false');

  const before = await badgeCount(page);
  await moveStock(page, 'issue', 6);
  await expect(quantity).toContainText('4 pcs');
  await expect(quantity.getByTestId('low-stock-tag')).toBeVisible();
  await expect(page.getByTestId('notifications-badge')).toHaveText(String(before + 1));
  await expect(page.getByTestId('movement-row').first().getByTestId('movement-quantity')).toHaveText('-6 pcs');
  await expect(page.getByTestId('movement-row').first().getByTestId('movement-balance')).toHaveText('4 pcs');

  // More than on hand: the server's message shows in the form and nothing changes.
  await moveStock(page, 'issue', 100);
  await expect(page.getByTestId('movement-error')).toContainText('Not enough stock');
  await page.getByTestId('movement-form').getByRole('button', { name: 'Cancel' }).click();
  await expect(quantity).toContainText('4 pcs');
  await expect(page.getByTestId('movement-row')).toHaveCount(2);

  // An adjustment needs a reason: too short is caught in the form, before the server.
  await moveStock(page, 'adjust', -1, 'ok');
  await expect(page.getByTestId('movement-form')).toContainText('Say why in at least 3 characters');
  await page.getByTestId('movement-note').fill('Stock count');
  await page.getByTestId('movement-save').click();
  await expect(quantity).toContainText('3 pcs');
  await expect(page.getByTestId('movement-row').first()).toContainText('Adjustment');

  await page.getByTestId('back-to-list').click();
  await page.getByTestId('parts-search').fill(partNumber);
  const row = page.getByTestId('part-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-low-stock', 'true');
  await expect(row.getByTestId('low-stock-tag')).toBeVisible();
});

test('a duplicate part number is refused on its field', async ({ page }) => {
  await signIn(page, accounts.manager);
  await page.goto('/inventory');
  const first = page.getByTestId('part-row').first().getByRole('link');
  const taken = (await first.textContent()) ?? '';
  await page.getByTestId('part-create').click();
  await page.getByTestId('field-partNumber').fill(taken);
  await page.getByTestId('field-name').fill('Duplicate');
  await page.getByTestId('part-save').click();
  await expect(page.getByTestId('part-form')).toContainText('already has the number');
  await expect(page).toHaveURL(/\/inventory$/);
});

test('a technician can issue but not receive, adjust or create', async ({ page, request }) => {
  const id = await seedPart(request, 10);
  await signIn(page, accounts.tech);
  await page.goto('/inventory');
  await expect(page.getByTestId('parts-table')).toBeVisible();
  await expect(page.getByTestId('part-create')).toHaveCount(0);

  await page.goto(`/inventory/${id}`);
  await expect(page.getByTestId('action-issue')).toBeVisible();
  for (const hidden of ['action-receive', 'action-adjust', 'action-edit'])
    await expect(page.getByTestId(hidden)).toHaveCount(0);
  await moveStock(page, 'issue', 2);
  await expect(page.getByTestId('part-quantity')).toContainText('8 pcs');
});

test('a viewer sees the parts but no write action', async ({ page }) => {
  await signIn(page, viewer);
  await page.goto('/inventory');
  await expect(page.getByTestId('farm-name')).toHaveText('Sunrise Orchards');
  await expect(page.getByTestId('part-row').first()).toBeVisible();
  await expect(page.getByTestId('part-create')).toHaveCount(0);
  await page.getByTestId('part-row').first().getByRole('link').click();
  await expect(page.getByTestId('part-fields')).toBeVisible();
  await expect(page.getByTestId('stock-actions').getByRole('button')).toHaveCount(0);
});

test('the parts list reads right-to-left in Arabic', async ({ page }) => {
  await signIn(page, viewer);
  await page.goto('/inventory');
  await expect(page.getByTestId('part-row').first()).toBeVisible();
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('قطع الغيار');
  await expect(page.getByTestId('parts-table').locator('thead')).toContainText('رقم القطعة');
  // Whatever digits the browser's Arabic locale uses, the range is written with them.
  const range = await page.evaluate<string>(
    "new Intl.NumberFormat('ar').format(1) + '–' + new Intl.NumberFormat('ar').format(25)",
  );
  await expect(page.getByTestId('parts-range')).toContainText(range);
  await expect(page.getByTestId('parts-range')).toContainText('من');
});

test('the list pages, sorts and filters on the server', async ({ page }) => {
  // The viewer's farm is read-only for every spec, so its 75 demo parts stay put.
  await signIn(page, viewer);
  await page.goto('/inventory');
  const range = page.getByTestId('parts-range');
  await expect(range).toHaveText('1–25 of 75');
  await expect(page.getByTestId('page-previous')).toBeDisabled();
  await page.getByTestId('page-next').click();
  await expect(range).toHaveText('26–50 of 75');
  await page.getByTestId('page-previous').click();
  await expect(range).toHaveText('1–25 of 75');

  await page.getByTestId('page-size').click();
  await page.getByTitle('10 / page').click();
  await expect(range).toHaveText('1–10 of 75');
  await expect(page.getByTestId('part-row')).toHaveCount(10);

  await page.getByTestId('parts-low-stock').click();
  await expect(page.getByTestId('part-row').first()).toHaveAttribute('data-low-stock', 'true');
  await expect(page.locator('[data-testid="part-row"][data-low-stock="false"]')).toHaveCount(0);
  await expect(range).not.toHaveText(/of 75$/);

  await page.getByTestId('parts-low-stock').click();
  await page.getByRole('columnheader', { name: 'On hand' }).click();
  await page.getByRole('columnheader', { name: 'On hand' }).click();
  const header = page.getByRole('columnheader', { name: 'On hand' });
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  // The earlier page stays on screen while the sorted one loads: poll until it is in.
  const quantities = async () =>
    (await page.getByTestId('row-quantity').allTextContents()).map((text) => parseFloat(text));
  await expect
    .poll(async () => {
      const shown = await quantities();
      return shown.length === 10 && shown.every((value, i) => i === 0 || shown[i - 1] >= value) && shown[0] > shown[9];
    })
    .toBe(true);
});

test('phones get one card a part', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, viewer);
  await page.goto('/inventory');
  await expect(page.getByTestId('parts-cards').getByTestId('part-row')).toHaveCount(25);
  await expect(page.getByTestId('parts-table')).toHaveCount(0);
});

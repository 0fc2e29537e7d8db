import { expect, test, type Page } from '@playwright/test';
import { accounts, chooseLanguage, signIn, type Account } from './accounts';

const viewer: Account = { email: 'viewer@farmmaint.app', password: 'Viewer#2026' };

/** A code no other run or spec uses. */
const uniqueCode = (kind: string) =>
  `E2E-${kind}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/**
 * Picks an option of a form's select and checks that it took: a click that lands while the
 * drawer or the dropdown is still sliding in misses, so it is tried again.
 */
async function choose(page: Page, fieldId: string, label: string): Promise<void> {
  const field = page.locator('.ant-form-item', { has: page.locator(`#${fieldId}`) });
  await expect(async () => {
    if (!(await page.locator(`.ant-select-item-option[title="${label}"]`).isVisible()))
      await page.locator(`#${fieldId}`).click();
    await page.locator(`.ant-select-item-option[title="${label}"]`).click({ timeout: 2_000 });
    await expect(field).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Creates a machine of the active farm through the drawer and lands on its page; returns its URL. */
async function createMachine(page: Page, code: string, name: string, meter?: number): Promise<string> {
  await page.goto('/equipment');
  await page.getByTestId('equipment-new').click();
  await page.locator('#equipment-form_code').fill(code);
  await page.locator('#equipment-form_name').fill(name);
  await choose(page, 'equipment-form_category', 'Tractor');
  if (meter !== undefined) await page.locator('#equipment-form_meterValue').fill(String(meter));
  await page.getByTestId('equipment-form-save').click();
  await expect(page).toHaveURL(/\/equipment\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-title')).toHaveText(`${code} — ${name}`);
  return page.url();
}

async function addReading(page: Page, value: number): Promise<void> {
  await page.getByTestId('equipment-reading-value').fill(String(value));
  await page.getByTestId('equipment-reading-add').click();
}

test('a manager creates a machine, records readings and attaches an implement', async ({ page }) => {
  // The machine page's whole life in one test (create, two readings, implements, history,
  // retire): with the work-orders tab and the plans' after-reading scheduler it ran ~60 s.
  test.slow();
  await signIn(page, accounts.manager);
  const implementCode = uniqueCode('IMP');
  await createMachine(page, implementCode, 'E2E implement');
  const code = uniqueCode('TR');
  await createMachine(page, code, 'E2E tractor', 100);

  await page.getByRole('tab', { name: 'Meter readings' }).click();
  await expect(page.getByTestId('equipment-meter')).toHaveText('100 h');
  await addReading(page, 150);
  await expect(page.getByTestId('equipment-meter')).toHaveText('150 h');
  await addReading(page, 120);
  await expect(page.getByTestId('equipment-reading-form')).toContainText(
    'The reading 120 is lower than the last one (150)',
  );
  await expect(page.getByTestId('equipment-meter')).toHaveText('150 h');
  await expect(page.getByTestId('equipment-readings').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await page.getByTestId('equipment-edit').click();
  await expect(page.locator('#equipment-form_meterUnit')).toBeDisabled();
  await expect(page.locator('#equipment-form_meterUnit_extra')).toHaveText(
    'Fixed: this machine already has meter readings in this unit.',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Implements & components' }).click();
  await page.getByTestId('equipment-attach-select').click();
  await page.keyboard.type(implementCode);
  await page.locator('.ant-select-item-option', { hasText: implementCode }).click();
  await page.getByTestId('equipment-attach').click();
  await expect(page.getByTestId('equipment-implements')).toContainText(implementCode);

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('equipment-history')).toContainText('Meter reading');
  await expect(page.getByTestId('equipment-history')).toContainText('Implement attached');
  await expect(page.getByTestId('equipment-history')).toContainText(`Implement: — → ${implementCode}`);

  await page.getByTestId('equipment-retire').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('page-equipment-detail').getByTestId('status-tag').first()).toHaveText('Retired');
  await expect(page.getByTestId('equipment-retire')).toHaveCount(0);
});

test('the CSV export downloads the filtered list', async ({ page }) => {
  await signIn(page, accounts.manager);
  await page.goto('/equipment');
  await page.getByTestId('equipment-quick').getByText('Down').click();
  await expect(page.getByTestId('equipment-table').getByTestId('status-tag').first()).toHaveText('Down');
  const download = page.waitForEvent('download');
  await page.getByTestId('equipment-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^equipment-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toContain('Code,Name,Category');
  expect(lines.slice(1).every((line) => line.includes(',Down,'))).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list shows one card per machine instead of the table', async ({ page }) => {
    await signIn(page, accounts.tech);
    await page.goto('/equipment');
    await expect(page.getByTestId('equipment-card').first()).toBeVisible();
    await expect(page.getByTestId('equipment-table')).toHaveCount(0);
  });
});

test('a duplicate code is refused on the form', async ({ page }) => {
  await signIn(page, accounts.manager);
  const code = uniqueCode('DUP');
  await createMachine(page, code, 'E2E first');
  await page.goto('/equipment');
  await page.getByTestId('equipment-new').click();
  await page.locator('#equipment-form_code').fill(code);
  await page.locator('#equipment-form_name').fill('E2E second');
  await choose(page, 'equipment-form_category', 'Tractor');
  await page.getByTestId('equipment-form-save').click();
  await expect(page.locator('#equipment-form_code_help')).toContainText(`already has the code ${code}`);
});

test('a technician records readings but cannot create or edit machines', async ({ browser }) => {
  const managerPage = await browser.newPage();
  await signIn(managerPage, accounts.manager);
  const url = await createMachine(managerPage, uniqueCode('TECH'), 'E2E tech machine', 10);
  await managerPage.close();

  const page = await browser.newPage();
  await signIn(page, accounts.tech);
  await page.goto('/equipment');
  await expect(page.getByTestId('equipment-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.goto(url);
  await page.getByRole('tab', { name: 'Meter readings' }).click();
  await addReading(page, 25);
  await expect(page.getByTestId('equipment-meter')).toHaveText('25 h');
  await expect(page.getByTestId('equipment-edit')).toHaveCount(0);
  await expect(page.getByTestId('equipment-retire')).toHaveCount(0);
  await page.goto('/equipment');
  await expect(page.getByTestId('equipment-export')).toBeVisible();
  await expect(page.getByTestId('equipment-new')).toHaveCount(0);
  await page.close();
});

test('a viewer sees the register read-only', async ({ page }) => {
  await signIn(page, viewer);
  await page.goto('/equipment');
  await expect(page.getByTestId('page-farm')).toHaveText('Farm: Sunrise Orchards');
  const firstLink = page.getByTestId('equipment-table').locator('tbody tr.ant-table-row a').first();
  await expect(firstLink).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('equipment-new')).toHaveCount(0);

  await firstLink.click();
  await expect(page.getByTestId('equipment-overview')).toBeVisible();
  await page.getByRole('tab', { name: 'Meter readings' }).click();
  await page.waitForLoadState('networkidle');
  for (const id of ['equipment-edit', 'equipment-retire', 'equipment-reading-form'])
    await expect(page.getByTestId(id)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Implements & components' }).click();
  await expect(page.getByTestId('equipment-attach')).toHaveCount(0);

  // Labels are for everyone: the QR code and the farm's name are on it.
  await page.getByTestId('equipment-label').click();
  await expect(page.getByTestId('equipment-label-sheet').locator('img')).toBeVisible();
  await expect(page.getByTestId('equipment-label-sheet')).toContainText('Sunrise Orchards');
});

test('a machine of another farm says so and offers to switch', async ({ page }) => {
  await signIn(page, accounts.manager);
  const url = await createMachine(page, uniqueCode('FARM'), 'E2E other farm');
  // The page stays on the machine while the farm changes above it.
  await page.getByTestId('farm-selector').click();
  await page.locator('[data-testid^="farm-option-"]', { hasText: 'Sunrise Orchards' }).click();
  await expect(page.getByTestId('farm-name')).toHaveText('Sunrise Orchards');
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('equipment-other-farm')).toContainText('Green Valley Farm');
  await page.getByTestId('equipment-other-farm').getByRole('button').click();
  await expect(page.getByTestId('farm-name')).toHaveText('Green Valley Farm');
  await expect(page.getByTestId('equipment-other-farm')).toHaveCount(0);
});

test('the list pages through the farm on the server and filters down machines', async ({ page }) => {
  await signIn(page, accounts.manager);
  await page.goto('/equipment');
  await page.getByTestId('equipment-page-size').click();
  await page.locator('.ant-select-item-option[title="10 / page"]').click();
  await expect(page.getByTestId('equipment-range')).toContainText(/^1–10 of \d+/);
  await page.getByTestId('equipment-next').click();
  await expect(page.getByTestId('equipment-range')).toContainText(/^11–20 of /);
  await page.getByTestId('equipment-previous').click();
  await expect(page.getByTestId('equipment-range')).toContainText(/^1–10 of /);
  await page.getByTestId('equipment-quick').getByText('Down').click();
  const statuses = page.getByTestId('equipment-table').getByTestId('status-tag');
  await expect(statuses.first()).toHaveText('Down');
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Down']));
});

test('Arabic renders the list right-to-left with Arabic headers', async ({ page }) => {
  await signIn(page, accounts.tech);
  await page.goto('/equipment');
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const table = page.getByTestId('equipment-table');
  await expect(table.locator('thead')).toContainText('الرمز');
  await expect(table.locator('thead')).toContainText('الحالة');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
});

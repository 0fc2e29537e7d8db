import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './accounts';

// The manager's dashboard: each tile's number equals the total of the filtered list it links
// to, and both charts draw.

/** The list's "1–25 of N" total. */
async function listTotal(page: Page, rangeTestId: string): Promise<number> {
  const range = page.getByTestId(rangeTestId);
  await expect(range).toBeVisible();
  const text = (await range.textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 'NaN');
}

/** A tile's figure (its title may hold digits too: "within 7 days"). */
const count = async (page: Page, tile: string) =>
  Number(((await page.getByTestId(`${tile}-value`).textContent()) ?? '').replace(/\D/g, ''));

test('a manager: tile counts equal their filtered lists, and the charts draw', async ({ page }) => {
  await signIn(page, accounts.manager);
  await expect(page.getByTestId('dashboard-chart-weeks').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('dashboard-chart-downtime').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('dashboard-activity')).toBeVisible();

  const cases: [tile: string, range: string][] = [
    ['tile-overdue-corrective', 'wo-range'],
    ['tile-open-urgent-corrective', 'wo-range'],
    ['tile-open-high-preventive', 'wo-range'],
  ];
  for (const [tile, range] of cases) {
    const expected = Number(((await page.getByTestId(tile).textContent()) ?? '').replace(/\D/g, ''));
    await page.getByTestId(tile).click();
    if (expected === 0) await expect(page.getByTestId('wo-empty')).toBeVisible();
    else expect(await listTotal(page, range), tile).toBe(expected);
    await page.goBack();
    await expect(page.getByTestId('page-dashboard')).toBeVisible();
  }

  const down = await count(page, 'tile-down');
  await page.getByTestId('tile-down-link').click();
  if (down) expect(await listTotal(page, 'equipment-range')).toBe(down);
  await page.goBack();

  const low = await count(page, 'tile-low-stock');
  await page.getByTestId('tile-low-stock-link').click();
  if (low) expect(await listTotal(page, 'parts-range')).toBe(low);
  await page.goBack();

  const plansDue = await count(page, 'tile-plans-due');
  await page.getByTestId('tile-plans-due-link').click();
  if (plansDue) expect(await listTotal(page, 'plans-range')).toBe(plansDue);
  await page.goBack();

  const pending = await count(page, 'tile-pending');
  await page.getByTestId('tile-pending-link').click();
  if (pending) expect(await listTotal(page, 'req-range')).toBe(pending);
});

import { expect, test } from '@playwright/test';
import { accounts, chooseLanguage, signIn, storageItem } from './accounts';

test('Arabic turns the page right-to-left and survives a reload', async ({ page }) => {
  await signIn(page, accounts.tech);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('page-title')).toHaveText('لوحة التحكم');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('لوحة التحكم');
  expect(await storageItem(page, 'lang')).toBe('ar');
});

test('French translates the shell and keeps left-to-right', async ({ page }) => {
  await signIn(page, accounts.tech);
  await chooseLanguage(page, 'fr');
  await expect(page.getByTestId('page-title')).toHaveText('Tableau de bord');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test("a feature's words arrive with its route and follow a language switch", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.match(/\/assets\/i18n\/(.+)\.json$/)?.[1];
    if (file) fetched.push(file);
  });
  await signIn(page, accounts.tech);
  expect(fetched).toContain('en/auth');
  expect(fetched).not.toContain('en/equipment');
  expect(fetched).not.toContain('en/inventory');

  await page.goto('/equipment');
  await expect(page.getByTestId('equipment-table').locator('thead')).toContainText('Code');
  expect(fetched).toContain('en/equipment');
  await chooseLanguage(page, 'fr');
  expect(fetched).toContain('fr/equipment');
  // No key path (equipment.fields.code) ever stands in for its text.
  await expect(page.locator('body')).not.toContainText(/\b(equipment|inventory)\.[a-zA-Z]+\./);
});

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

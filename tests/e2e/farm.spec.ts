import { expect, test } from '@playwright/test';
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

import { expect, test } from '@playwright/test';
import { accounts, pageScrollWidth, signIn } from './accounts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the menu opens in a drawer that closes after navigating', async ({ page }) => {
  await signIn(page, accounts.tech);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('main-menu-horizontal')).toHaveCount(0);

  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('nav-drawer-content');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('logo')).toBeVisible();
  await expect(drawer.getByTestId('farm-selector')).toContainText('Green Valley Farm');
  const menu = page.getByTestId('main-menu-inline');
  await expect(menu.getByTestId('nav-equipment')).toBeVisible();

  await menu.getByTestId('nav-equipment').click();
  await expect(page).toHaveURL(/\/equipment$/);
  await expect(page.getByTestId('page-title')).toHaveText('Equipment');
  await expect(drawer).toBeHidden();
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
});

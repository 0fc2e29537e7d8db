import { expect, test } from '@playwright/test';
import { accounts, signIn, storageItem, submitSignIn } from './accounts';

test('signing in as a technician lands on the dashboard of their farm', async ({ page }) => {
  await signIn(page, accounts.tech);
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await expect(page.getByTestId('farm-name')).toHaveText('Green Valley Farm');
  await expect(page.getByTestId('farm-reference')).toHaveText('FRM-001');
  await expect(page.getByTestId('footer')).toHaveText(`© ${new Date().getFullYear()} FarmMaint`);
});

test('wrong credentials show an error and stay on sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await submitSignIn(page, { email: accounts.tech.email, password: 'wrong-password' });
  await expect(page.getByTestId('auth-error')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a signed-out visit keeps the attempted URL through sign-in', async ({ page }) => {
  await page.goto('/planning');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fplanning$/);
  await submitSignIn(page, accounts.tech);
  await expect(page).toHaveURL(/\/planning$/);
  await expect(page.getByTestId('page-title')).toHaveText('Planning');
});

test('a guest-only route sends a signed-in user to the root, then the dashboard', async ({ page }) => {
  await signIn(page, accounts.tech);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('page-dashboard')).toBeVisible();
});

test('signing out returns to sign-in and closes the signed-in pages', async ({ page }) => {
  await signIn(page, accounts.tech);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('signed-in-as')).toContainText(accounts.tech.email);
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('signed-out')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await storageItem(page, 'accessToken')).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fdashboard$/);
});

test('opening sign-out while signed out goes to sign-in without a redirectURL', async ({ page }) => {
  await page.goto('/sign-out');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

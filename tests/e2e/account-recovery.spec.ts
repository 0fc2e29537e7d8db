import { expect, test } from '@playwright/test';
import { submitSignIn } from './accounts';

test('a new account can sign up, reset its password from the e-mailed link and sign in', async ({ page, request }) => {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@farmmaint.app`;

  await page.goto('/sign-up');
  await page.getByTestId('name').fill('E2E Grower');
  await page.getByTestId('email').fill(email);
  await page.getByTestId('password').fill('First#2026');
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(/\/confirmation-required$/);
  await expect(page.getByTestId('confirmation-text')).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByTestId('email').fill(email);
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  // The gateway exposes its outbox in test mode; the mail holds a relative reset link.
  const mails: { body: string }[] = await (
    await request.get(`/api/test/outbox?email=${encodeURIComponent(email)}`)
  ).json();
  const link = mails[0]?.body.match(/\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.getByTestId('password').fill('Second#2026');
  await page.getByTestId('confirm').fill('Different#2026');
  await page.getByTestId('submit').click();
  await expect(page.getByRole('alert')).toHaveText('The passwords do not match.');
  await page.getByTestId('confirm').fill('Second#2026');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await page.goto('/sign-in');
  await submitSignIn(page, { email, password: 'Second#2026' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('farm-banner')).toHaveText('You have no farm yet. Ask a manager to add you to one.');
});

test('an invalid stored token sends the user back to sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.evaluate(`localStorage.setItem('accessToken', 'not-a-valid-token')`);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await expect.poll(() => page.evaluate(`localStorage.getItem('accessToken')`)).toBeNull();
});

import { expect, test } from '@playwright/test';
import { accounts, signIn } from './accounts';

test('marking all notifications read clears the bell badge', async ({ page }) => {
  // The admin belongs to no farm, so no low-stock notice (raised for a farm's managers by
  // other specs' stock movements) can arrive between "mark all read" and the reload.
  await signIn(page, accounts.admin);
  await page.getByTestId('notifications-bell').click();
  const panel = page.getByTestId('notifications-panel');
  const markAll = panel.getByTestId('mark-all-read');
  await expect(panel.getByTestId('notification').first()).toBeVisible();

  // Start from at least one unread notification, whatever an earlier run left behind.
  if (await markAll.isDisabled()) await panel.getByTestId('notification-toggle').first().click();
  await expect(page.getByTestId('notifications-badge')).toHaveText(/^[1-9]\d*$/);

  await markAll.click();
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await expect(markAll).toBeDisabled();
  await expect(panel.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
});

test('removing a notification asks for confirmation first', async ({ page }) => {
  await signIn(page, accounts.nofarm);
  await page.getByTestId('notifications-bell').click();
  const items = page.getByTestId('notifications-panel').getByTestId('notification');
  await expect(items.first()).toBeVisible();
  const before = await items.count();

  await items.first().getByTestId('notification-remove').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Remove notification');
  await page.getByTestId('confirm-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(items).toHaveCount(before);

  await items.first().getByTestId('notification-remove').click();
  await page.getByTestId('confirm-ok').click();
  await expect(items).toHaveCount(before - 1);
});

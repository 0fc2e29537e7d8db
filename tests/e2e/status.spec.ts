import { expect, test } from '@playwright/test';
import { accounts, signIn } from './accounts';

test('a status chosen in the user menu is saved and shown after a reload', async ({ page }) => {
  await signIn(page, accounts.admin);
  const dot = page.getByTestId('user-status');
  const current = await dot.getAttribute('data-status');
  // Relative to the stored state, so the spec holds whatever ran before it.
  const next = current === 'BUSY' ? 'AWAY' : 'BUSY';

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Status' }).click();
  await page.getByTestId(`status-${next}`).click();
  await expect(dot).toHaveAttribute('data-status', next);

  await page.reload();
  await expect(page.getByTestId('user-status')).toHaveAttribute('data-status', next);
});

import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './accounts';

// The demo manager is manager of Green Valley Farm and technician on Sunrise Orchards.
// Wide enough for the whole horizontal menu, so a hidden entry means "not allowed".
test.use({ viewport: { width: 1920, height: 1000 } });

async function switchFarm(page: Page, name: string): Promise<void> {
  await page.getByTestId('farm-selector').click();
  const options = page.locator('[data-testid^="farm-option-"]');
  await expect(options).toHaveCount(2);
  await options.filter({ hasText: name }).click();
  await expect(page.getByTestId('farm-name')).toHaveText(name);
}

test('the same person edits in the farm they manage and only works as a technician in the other', async ({ page }) => {
  await signIn(page, accounts.manager);
  await expect(page.getByTestId('farm-name')).toHaveText('Green Valley Farm');

  await page.goto('/equipment');
  await expect(page.getByTestId('equipment-new')).toBeVisible();
  await expect(page.getByTestId('nav-user-management')).toHaveCount(1);
  await page.goto('/inventory');
  await expect(page.getByTestId('part-create')).toBeVisible();

  await switchFarm(page, 'Sunrise Orchards');
  await expect(page.getByTestId('nav-user-management')).toHaveCount(0);
  await expect(page.getByTestId('part-create')).toHaveCount(0);
  // A technician takes parts out of stock but does not receive them.
  await page.getByTestId('part-row').first().getByRole('link').click();
  await expect(page.getByTestId('action-issue')).toBeVisible();
  await expect(page.getByTestId('action-receive')).toHaveCount(0);
  await page.goto('/equipment');
  await expect(page.getByTestId('equipment-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('equipment-new')).toHaveCount(0);

  // Typing the address of a section the menu hides opens nothing.
  await page.goto('/user-management');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('page-user-management')).toHaveCount(0);

  await switchFarm(page, 'Green Valley Farm');
  await expect(page.getByTestId('page-user-management')).toBeVisible();
  await expect(page.getByTestId('forbidden')).toHaveCount(0);
});

test('a viewer who types the address of user management is refused inside the shell', async ({ page }) => {
  await signIn(page, accounts.viewer);
  await expect(page.getByTestId('nav-reports')).toHaveCount(1);
  await expect(page.getByTestId('nav-user-management')).toHaveCount(0);
  await page.goto('/user-management');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('farm-name')).toHaveText('Sunrise Orchards');
  await page.goto('/reports');
  await expect(page.getByTestId('page-reports')).toBeVisible();
});

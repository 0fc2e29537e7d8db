import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accounts, chooseLanguage, signIn, type Account } from './accounts';

// What a newcomer hit in the shell (issue 9): a menu cut off at common laptop widths, a
// notifications panel off a phone's screen, two messages for one refusal, two styles of
// back link, and stock movements that confirmed nothing.

const viewer: Account = { email: 'viewer@farmmaint.app', password: 'Viewer#2026' };

/** Every section of the menu, as the admin (who may open all of them) sees it. */
const SECTIONS = [
  ['dashboard', '/dashboard'],
  ['corrective', '/work-orders/corrective'],
  ['preventive', '/work-orders/preventive'],
  ['planning', '/planning'],
  ['equipment', '/equipment'],
  ['inventory', '/inventory'],
  ['reports', '/reports'],
  ['user-management', '/user-management'],
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box as Box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Opens a section from the bar: its own link when shown, else through the "more" entry. */
async function openSection(page: Page, id: string, path: string): Promise<void> {
  const nav = page.getByTestId('main-menu-horizontal');
  const link = page.getByTestId(`nav-${id}`);
  if (await link.isVisible()) {
    // Shown means shown whole: inside the bar's navigation, clear of the farm selector.
    const box = await boxOf(link);
    const navBox = await boxOf(nav);
    expect(box.x).toBeGreaterThanOrEqual(navBox.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
    expect(overlaps(box, await boxOf(page.getByTestId('farm-selector')))).toBe(false);
    await link.click();
  } else {
    const more = page.getByTestId('nav-more');
    await expect(more).toBeVisible();
    const entry = page.getByTestId(`nav-overflow-${id}`);
    // A click that lands while the menu is still sliding in or out is tried again.
    await expect(async () => {
      if (!(await entry.isVisible())) await more.click();
      await entry.click({ timeout: 2_000 });
      await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function expectEverySectionReachable(page: Page): Promise<void> {
  const nav = page.getByTestId('main-menu-horizontal');
  await expect(page.getByTestId('nav-user-management')).toHaveCount(1);
  expect(overlaps(await boxOf(nav), await boxOf(page.getByTestId('farm-selector')))).toBe(false);
  await expect(nav.locator('[data-testid^="nav-"]:visible').first()).toBeVisible();
  for (const [id, path] of SECTIONS) await openSection(page, id, path);
}

for (const width of [960, 1280, 1366, 1440]) {
  test(`at ${width} px every section can be reached from the bar, in English and Arabic`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, accounts.admin);
    await expectEverySectionReachable(page);
    await chooseLanguage(page, 'ar');
    await expect(page.getByTestId('nav-equipment')).toHaveText('المعدات');
    await expectEverySectionReachable(page);
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the notifications panel fits the screen, title included, in both directions', async ({ page }) => {
    await signIn(page, accounts.admin);
    for (const language of ['en', 'ar'] as const) {
      if (language === 'ar') await chooseLanguage(page, 'ar');
      await page.getByTestId('notifications-bell').click();
      const panel = page.getByTestId('notifications-panel');
      const popover = page.locator('.ant-popover', { has: panel });
      const title = panel.getByTestId('notifications-title');
      await expect(title).toBeVisible();
      // Measured once the popover has finished moving into place.
      for (const shown of [popover, panel, title]) {
        await expect
          .poll(async () => {
            const box = await shown.boundingBox();
            return box !== null && box.x >= 0 && box.x + box.width <= 390;
          })
          .toBe(true);
      }
      expect(
        await title.evaluate(
          (element: { scrollWidth: number; clientWidth: number }) => element.scrollWidth <= element.clientWidth,
        ),
      ).toBe(true);
      // The bell closes the panel again before the language changes.
      await page.getByTestId('notifications-bell').click();
      await expect(panel).toBeHidden();
    }
  });
});

/** Signs in to the API as the manager; returns a GraphQL caller. */
async function managerApi(request: APIRequestContext) {
  const answer = await request.post('/api/auth/sign-in', { data: accounts.manager });
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await response.json()) as { data: T }).data;
  };
}

test('a viewer opening another farm’s machine or part reads one message, not a toast as well', async ({
  page,
  request,
}) => {
  const gql = await managerApi(request);
  const { farms } = await gql<{ farms: { id: string; name: string }[] }>('{ farms { id name } }');
  const greenValley = farms.find((farm) => farm.name === 'Green Valley Farm');
  expect(greenValley).toBeDefined();
  const farmId = greenValley?.id;
  const { equipmentList } = await gql<{ equipmentList: { edges: { node: { id: string } }[] } }>(
    'query($farmId: ID!) { equipmentList(farmId: $farmId, first: 1) { edges { node { id } } } }',
    { farmId },
  );
  const { spareParts } = await gql<{ spareParts: { edges: { node: { id: string } }[] } }>(
    'query($farmId: ID!) { spareParts(farmId: $farmId, first: 1) { edges { node { id } } } }',
    { farmId },
  );

  // The viewer belongs to Sunrise Orchards only.
  await signIn(page, viewer);
  const toasts = page.locator('.ant-notification-notice, .ant-message-notice');
  for (const [url, message] of [
    [`/equipment/${equipmentList.edges[0].node.id}`, 'equipment-detail-error'],
    [`/inventory/${spareParts.edges[0].node.id}`, 'part-not-found'],
  ]) {
    await page.goto(url);
    await expect(page.getByTestId(message)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A toast's code loads on demand; give it the time it would take to arrive.
    await page.waitForTimeout(1_000);
    await expect(toasts).toHaveCount(0);
    await expect(page.getByText('Forbidden', { exact: true })).toHaveCount(0);
  }
});

// The specs compile without DOM typings: the browser's getComputedStyle is reached through globalThis.
type Styled = { hasAttribute(name: string): boolean };
type ComputedStyle = Record<'color' | 'textDecorationLine' | 'fontSize' | 'fontWeight' | 'gap', string>;
const backLinkStyle = (link: Locator) =>
  link.evaluate((element: Styled) => {
    const style = (globalThis as unknown as { getComputedStyle(target: Styled): ComputedStyle }).getComputedStyle(
      element,
    );
    const { color, textDecorationLine, fontSize, fontWeight, gap } = style;
    return { color, textDecorationLine, fontSize, fontWeight, gap, marker: element.hasAttribute('data-back-link') };
  });

test('back links look the same on every page: the theme’s link colour, not underlined', async ({ page }) => {
  await signIn(page, accounts.manager);
  await page.goto('/equipment');
  const tableLink = page.getByTestId('equipment-table').locator('tbody tr.ant-table-row a').first();
  await expect(tableLink).toBeVisible();
  const { color: linkColour } = await backLinkStyle(tableLink);
  await tableLink.click();
  const equipmentBack = page.getByTestId('equipment-back');
  await expect(equipmentBack).toBeVisible();
  const onMachine = await backLinkStyle(equipmentBack);

  await page.goto('/equipment/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('equipment-detail-error')).toBeVisible();
  const onMissingMachine = await backLinkStyle(page.getByTestId('equipment-back'));

  await page.goto('/inventory');
  await page.getByTestId('part-row').first().getByRole('link').click();
  const partBack = page.getByTestId('back-to-list');
  await expect(partBack).toBeVisible();
  const onPart = await backLinkStyle(partBack);

  // antd's link colour, as in its tables, not the browser's default blue; never underlined.
  expect(onMachine).toMatchObject({ color: linkColour, textDecorationLine: 'none', marker: true });
  expect(linkColour).not.toBe('rgb(0, 0, 238)');
  expect(onMissingMachine).toEqual(onMachine);
  expect(onPart).toEqual(onMachine);
});

/** Opens a stock action's form, fills it and saves. */
async function moveStock(page: Page, action: 'receive' | 'issue', quantity: number): Promise<void> {
  await page.getByTestId(`action-${action}`).click();
  const form = page.getByTestId('movement-form');
  await form.getByTestId('movement-quantity-input').fill(String(quantity));
  await form.getByTestId('movement-save').click();
  await expect(form).toBeHidden();
}

test('receiving and issuing stock each confirm what was done', async ({ page }) => {
  await signIn(page, accounts.manager);
  await page.goto('/inventory');
  await page.getByTestId('part-create').click();
  await page.getByTestId('field-partNumber').fill(`E2E-CONFIRM-${Date.now().toString(36)}`);
  await page.getByTestId('field-name').fill('E2E confirmed part');
  await page.getByTestId('part-save').click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);
  const confirmation = page.getByTestId('write-confirmation');
  await expect(confirmation.filter({ hasText: 'Part created' })).toBeVisible();

  await moveStock(page, 'receive', 10);
  await expect(confirmation.filter({ hasText: 'Stock received' })).toBeVisible();
  await expect(page.getByTestId('part-quantity')).toContainText('10 pcs');

  await moveStock(page, 'issue', 4);
  await expect(confirmation.filter({ hasText: 'Stock issued' })).toBeVisible();
  await expect(page.getByTestId('part-quantity')).toContainText('6 pcs');
});

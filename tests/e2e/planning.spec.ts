import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, chooseLanguage, managerApi, signIn } from './accounts';

// The planning calendar: an order shows on its day with its technician's workload; a
// manager drags it to another day (mouse or keyboard) and it stays there after a reload,
// and Undo puts it back; in the week, a drop on a technician's row assigns it; closed orders
// do not move; the calendar reads right to left in Arabic; a phone shows an agenda.

type Gql = Awaited<ReturnType<typeof managerApi>>['gql'];

/** A day of this month (UTC), as the calendar's cells name it. */
const dayOfMonth = (date: number) => {
  const day = new Date();
  day.setUTCDate(date);
  return day.toISOString().slice(0, 10);
};

async function newOrder(gql: Gql, farmId: string, title: string, input: Record<string, unknown>) {
  const { createEquipment } = await gql<{ createEquipment: { id: string } }>(
    'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }',
    {
      input: {
        farmId,
        code: `PLN${Date.now() % 1e6}`,
        name: 'E2E planner',
        category: 'TRACTOR',
        meterUnit: 'HOURS',
        meterValue: 1,
      },
    },
  );
  const { createWorkOrder } = await gql<{ createWorkOrder: { id: string; number: string } }>(
    'mutation($input: CreateWorkOrderInput!) { createWorkOrder(input: $input) { id number } }',
    { input: { farmId, type: 'PREVENTIVE', title, equipmentId: createEquipment.id, estimatedMinutes: 120, ...input } },
  );
  return createWorkOrder;
}

async function assignees(gql: Gql, farmId: string) {
  const { workOrderAssignees } = await gql<{ workOrderAssignees: { id: string }[] }>(
    'query($farmId: ID!) { workOrderAssignees(farmId: $farmId) { id } }',
    { farmId },
  );
  return workOrderAssignees.map((person) => person.id);
}

const schedule = (gql: Gql, id: string) =>
  gql<{ workOrder: { scheduledStart: string | null; assignees: { id: string }[] } }>(
    'query($id: ID!) { workOrder(id: $id) { scheduledStart assignees { id } } }',
    { id },
  ).then(({ workOrder }) => ({ start: workOrder.scheduledStart, assignees: workOrder.assignees.map((p) => p.id) }));

// The calendar's first paint waits for its page's code and words; a shared 2-core machine is slow.
const FIRST_PAINT = { timeout: 30_000 };

const cell = (page: Page, day: string, lane?: string) =>
  page.locator(`[data-testid="planning-day"][data-day="${day}"]${lane ? `[data-lane="${lane}"]` : ''}`);

/**
 * Both ends of a drag well inside the window, as a person scrolls or zooms out before
 * dragging. Other specs' orders share the week and can push a row down, below the window
 * or into its bottom fifth, where dnd-kit scrolls the page under the pointer (so the drop
 * lands elsewhere).
 */
async function showBoth(page: Page, chip: Locator, target: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const boxes = [(await chip.boundingBox())!, (await target.boundingBox())!];
  const needed = Math.ceil(Math.max(...boxes.map((box) => box.y + box.height)) / 0.7);
  const { width, height } = page.viewportSize()!;
  if (needed > height) await page.setViewportSize({ width, height: needed });
}

/** A mouse drag as a person makes it: press, move past the 5 px threshold, go, release. */
async function drag(page: Page, chip: Locator, target: Locator) {
  await showBoth(page, chip, target);
  const from = (await chip.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  // Aimed once the chip is lifted, as a hand does: lifting it can change its row's height
  // and move the rows below (other specs' orders share the week).
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

test('an order scheduled this month is on the calendar and in the workload, also in Arabic (rtl)', async ({
  page,
  request,
}) => {
  test.slow();
  const { gql, farmId } = await managerApi(request);
  const title = `Planned service ${Date.now()}`;
  const [technician] = await assignees(gql, farmId);
  await newOrder(gql, farmId, title, { scheduledStart: `${dayOfMonth(15)}T08:00:00Z`, assigneeIds: [technician] });

  await signIn(page, accounts.manager);
  await page.goto('/planning');
  const order = cell(page, dayOfMonth(15)).getByTestId('planning-order').filter({ hasText: title });
  await expect(order).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId('planning-workload').getByRole('row')).not.toHaveCount(1);
  await expect(page.getByTestId('planning-legend')).toBeVisible();

  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(order).toBeVisible();
  await expect(page.getByText('عبء العمل الأسبوعي')).toBeVisible();
  await expect(page.locator('.ant-picker-calendar')).toHaveCSS('direction', 'rtl');
  // Right to left: the week's first column is the rightmost.
  const headers = page.locator('.ant-picker-calendar thead th');
  const [first, last] = [await headers.first().boundingBox(), await headers.last().boundingBox()];
  expect(first!.x).toBeGreaterThan(last!.x);

  // The week too: its days in order in the page, drawn from right to left.
  await page.getByTestId('planning-view').getByText('أسبوع').click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByTestId('planning-week')).toHaveCSS('direction', 'rtl');
  const days = page.getByTestId('planning-week-day');
  await expect(days).toHaveCount(7);
  const [firstDay, lastDay] = [days.first(), days.last()];
  expect((await firstDay.getAttribute('data-day'))! < (await lastDay.getAttribute('data-day'))!).toBe(true);
  expect((await firstDay.boundingBox())!.x).toBeGreaterThan((await lastDay.boundingBox())!.x);
});

test('a manager drags an order to another day; it stays after a reload, and Undo moves it back', async ({
  page,
  request,
}) => {
  test.slow();
  const { gql, farmId } = await managerApi(request);
  const title = `Moved service ${Date.now()}`;
  const { id, number } = await newOrder(gql, farmId, title, { scheduledStart: `${dayOfMonth(10)}T09:30:00Z` });
  const chipIn = (day: string) => cell(page, day).getByTestId('planning-order').filter({ hasText: title });

  await signIn(page, accounts.manager);
  await page.goto('/planning');
  await expect(chipIn(dayOfMonth(10))).toBeVisible(FIRST_PAINT);

  await drag(page, chipIn(dayOfMonth(10)), cell(page, dayOfMonth(12)));
  await expect(chipIn(dayOfMonth(12))).toBeVisible();
  await expect(page.getByTestId('planning-undo')).toBeVisible();
  // The time of day is kept.
  await expect.poll(async () => (await schedule(gql, id)).start).toBe(`${dayOfMonth(12)}T09:30:00.000Z`);
  await page.reload();
  await expect(chipIn(dayOfMonth(12))).toBeVisible(FIRST_PAINT);
  await expect(chipIn(dayOfMonth(10))).toHaveCount(0);

  // The keyboard: Space picks it up, the down arrow goes one week on, Space drops it.
  await chipIn(dayOfMonth(12)).locator('xpath=..').focus();
  await page.keyboard.press('Space');
  // Picked up: the screen reader hears where it is, and where it goes.
  const heard = page.getByRole('status').filter({ hasText: `${number} is over ` });
  await expect(heard).toHaveCount(1);
  const before = (await heard.textContent())!;
  await page.keyboard.press('ArrowDown');
  await expect(heard).not.toHaveText(before);
  await page.keyboard.press('Space');
  await expect(chipIn(dayOfMonth(19))).toBeVisible();
  await expect.poll(async () => (await schedule(gql, id)).start).toBe(`${dayOfMonth(19)}T09:30:00.000Z`);

  await page.getByTestId('planning-undo').click();
  await expect(page.getByTestId('write-confirmation').filter({ hasText: 'Move undone' })).toBeVisible();
  await expect(chipIn(dayOfMonth(12))).toBeVisible();
  await expect.poll(async () => (await schedule(gql, id)).start).toBe(`${dayOfMonth(12)}T09:30:00.000Z`);
});

test('in the week, a drop on a technician’s row assigns the order, Undo unassigns it; a cancelled order does not move', async ({
  page,
  request,
}) => {
  const { gql, farmId } = await managerApi(request);
  const stamp = Date.now();
  const [technician] = await assignees(gql, farmId);
  const due = dayOfMonth(10);
  const { id } = await newOrder(gql, farmId, `Due service ${stamp}`, { dueDate: due });
  const cancelled = await newOrder(gql, farmId, `Cancelled service ${stamp}`, { dueDate: due });
  await gql('mutation($id: ID!) { cancelWorkOrder(id: $id, reason: "Not needed") { id } }', { id: cancelled.id });

  await signIn(page, accounts.manager);
  await page.goto(`/planning?view=week&date=${due}`);
  const chip = cell(page, due, 'none')
    .getByTestId('planning-order')
    .filter({ hasText: `Due service ${stamp}` });
  await expect(chip).toBeVisible(FIRST_PAINT);
  const closed = cell(page, due, 'none')
    .getByTestId('planning-order')
    .filter({ hasText: `Cancelled service ${stamp}` });
  await expect(closed.locator('xpath=..')).not.toHaveAttribute('data-movable');

  const days = await page
    .getByTestId('planning-week-day')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-day')!));
  const target = days.find((day) => day !== due)!;
  await drag(page, chip, cell(page, target, technician));
  await expect(cell(page, target, technician).getByText(`Due service ${stamp}`)).toBeVisible();
  // It had no schedule: it starts on the day it was dropped on (the server's UTC day).
  await expect
    .poll(async () => schedule(gql, id))
    .toEqual({ start: expect.stringMatching(new RegExp(`^${target}T`)), assignees: [technician] });

  await page.getByTestId('planning-undo').click();
  await expect(cell(page, due, 'none').getByText(`Due service ${stamp}`)).toBeVisible();
  await expect.poll(async () => schedule(gql, id)).toEqual({ start: null, assignees: [] });
});

test('on a phone the calendar is an agenda of the days with orders', async ({ page, request }) => {
  const { gql, farmId } = await managerApi(request);
  const title = `Agenda service ${Date.now()}`;
  await newOrder(gql, farmId, title, { scheduledStart: `${dayOfMonth(15)}T08:00:00Z` });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, accounts.manager);
  await page.goto('/planning');
  const day = page.locator(`[data-testid="planning-agenda-day"][data-day="${dayOfMonth(15)}"]`);
  await expect(day.getByTestId('planning-order').filter({ hasText: title })).toBeVisible(FIRST_PAINT);
  await expect(page.locator('.ant-picker-calendar')).toHaveCount(0);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});

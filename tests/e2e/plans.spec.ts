import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, managerApi, pageScrollWidth, signIn } from './accounts';

// Preventive plans as a farm manager keeps them (issue 11): a plan "every 250 h" created on a
// tractor's page shows its next due; a meter reading past that point opens the PREVENTIVE
// order, which the preventive list and the planning calendar show; a paused plan opens
// nothing until it is resumed. Each spec owns its machine (and plan), named uniquely.

const unique = (kind: string) =>
  `E2E-${kind}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** A new tractor of the manager's first farm with an hour meter at 100. */
async function seedTractor(request: APIRequestContext) {
  const api = await managerApi(request);
  const code = unique('PM');
  const { createEquipment } = await api.gql<{ createEquipment: { id: string } }>(
    'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }',
    {
      input: {
        farmId: api.farmId,
        code,
        name: 'E2E tractor',
        category: 'TRACTOR',
        meterUnit: 'HOURS',
        meterValue: 100,
      },
    },
  );
  return { ...api, id: createEquipment.id, code };
}

/** The tractor gets a plan "every 250 h" from its meter at 100: next due at 350 h. */
async function seedPlan(tractor: Awaited<ReturnType<typeof seedTractor>>, title: string) {
  await tractor.gql(
    'mutation($farmId: ID!, $input: MaintenancePlanInput!) { createMaintenancePlan(farmId: $farmId, input: $input) { id } }',
    {
      farmId: tractor.farmId,
      input: { equipmentId: tractor.id, title, meterEvery: 250, leadDays: 0, checklist: ['Drain the engine oil'] },
    },
  );
}

async function openPlansTab(page: Page, machineId: string) {
  await page.goto(`/equipment/${machineId}`);
  await page.getByRole('tab', { name: 'Plans' }).click();
  await expect(page.getByTestId('equipment-plans')).toBeVisible();
}

test('a manager creates a plan "every 250 h" on a tractor and sees when it is next due', async ({ page, request }) => {
  const tractor = await seedTractor(request);
  await signIn(page, accounts.manager);
  await openPlansTab(page, tractor.id);
  await expect(page.getByTestId('equipment-plans-empty')).toBeVisible();

  await page.getByTestId('plan-new').click();
  const form = page.getByTestId('plan-form');
  await form.locator('#plan-form_title').fill('Engine oil and filters');
  // Nothing saves without a trigger; the form says so in words before asking the server.
  await page.getByTestId('plan-form-save').click();
  await expect(form).toContainText('Give a calendar or a meter interval (or both).');
  await form.locator('#plan-form_meterEvery').fill('250');
  await page.getByTestId('plan-checklist-add').click();
  await form.getByTestId('plan-checklist-item').fill('Drain the engine oil');
  await page.getByTestId('plan-form-save').click();
  await expect(form).toBeHidden();

  const card = page.getByTestId('plan-card').filter({ hasText: 'Engine oil and filters' });
  await expect(card.getByTestId('plan-triggers')).toHaveText('Every 250 h');
  await expect(card.getByTestId('plan-next-due')).toHaveText('350 h');
  await expect(card.getByTestId('plan-projection')).toHaveText('Not enough readings yet to project the day');
  await expect(card.getByTestId('plan-last-done')).toHaveText('Not yet');
  await expect(card.getByTestId('plan-state')).toHaveText('Active');
});

test('a reading past the 250 h point opens the preventive order: in the preventive list and on the calendar', async ({
  page,
  request,
}) => {
  // Seven page loads, the last the planning month (orders and every plan's forecast): ~25 s
  // alone, past 60 s when the 2-core machine also runs other suites.
  test.slow();
  const tractor = await seedTractor(request);
  const title = `Oil service ${unique('PLAN')}`;
  await seedPlan(tractor, title);
  await signIn(page, accounts.manager);

  await page.goto(`/equipment/${tractor.id}`);
  await page.getByRole('tab', { name: 'Meter readings' }).click();
  await page.getByTestId('equipment-reading-value').fill('360');
  await page.getByTestId('equipment-reading-add').click();
  await expect(page.getByTestId('equipment-meter')).toHaveText('360 h');

  // The scheduler runs right after the reading, on the server: the plan gets its open order.
  // Each visit of the tab reads the plans again.
  await expect(async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tab', { name: 'Plans' }).click();
    await expect(page.getByTestId('plan-open-order')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('plan-next-due')).toHaveText('350 h');

  // The machine's preventive orders, in the preventive list.
  await page.getByRole('tab', { name: 'Work orders' }).click();
  await page.getByTestId('equipment-work-orders-all-PREVENTIVE').click();
  await expect(page.getByTestId('wo-row').filter({ hasText: title })).toHaveCount(1);

  // And on the calendar, on its due day.
  await page.goto('/planning');
  await expect(page.getByTestId('planning-order').filter({ hasText: title })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a paused plan opens no order until it is resumed', async ({ page, request }) => {
    const tractor = await seedTractor(request);
    const title = `Grease points ${unique('PLAN')}`;
    await seedPlan(tractor, title);
    await signIn(page, accounts.manager);
    // From the preventive orders to the farm's plans, as cards on a phone, filtered to the machine.
    await page.goto('/work-orders/preventive');
    await page.getByTestId('preventive-view-plans').click();
    await expect(page.getByTestId('page-title')).toHaveText('Preventive plans');
    await page.goto(`/work-orders/preventive/plans?machine=${tractor.id}`);
    const listed = page.getByTestId('plans-cards').getByTestId('plan-card').filter({ hasText: title });
    await listed.getByTestId('plan-pause').click();
    await expect(listed.getByTestId('plan-state')).toHaveText('Paused');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);

    // Its machine link opens the machine's page on its plans tab (the tab bar overflows on a phone).
    await listed.getByTestId('plan-machine').click();
    const card = page.getByTestId('equipment-plans').getByTestId('plan-card');
    await expect(card.getByTestId('plan-state')).toHaveText('Paused');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);

    // Past its point, yet the reading's run and a run on demand skip the paused plan.
    await tractor.gql('mutation($id: ID!) { recordMeterReading(equipmentId: $id, value: 400) { id } }', {
      id: tractor.id,
    });
    await page.getByTestId('plan-run-scheduler').click();
    const result = page.getByTestId('plan-scheduler-result');
    await expect(result).toBeVisible();
    await expect(result).not.toContainText(title);
    await expect(card.getByText('None')).toBeVisible();

    await card.getByTestId('plan-resume').click();
    await expect(card.getByTestId('plan-state')).toHaveText('Active');
    // Resumed, the next run opens it (the farm's periodic run may be first: either way it opens once).
    await page.getByTestId('plan-run-scheduler').click();
    await expect(card.getByTestId('plan-open-order')).toBeVisible();
  });
});

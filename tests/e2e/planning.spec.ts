import { expect, test } from '@playwright/test';
import { accounts, chooseLanguage, managerApi, signIn } from './accounts';

// The planning calendar: an order scheduled this month shows on its day with its
// technician's workload, and the month reads right to left in Arabic.

test('an order scheduled this month is on the calendar and in the workload, also in Arabic (rtl)', async ({
  page,
  request,
}) => {
  const { gql, farmId } = await managerApi(request);
  const { workOrderAssignees } = await gql<{ workOrderAssignees: { id: string }[] }>(
    'query($farmId: ID!) { workOrderAssignees(farmId: $farmId) { id } }',
    { farmId },
  );
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
  const day = new Date();
  day.setUTCDate(15);
  const title = `Planned service ${Date.now()}`;
  await gql('mutation($input: CreateWorkOrderInput!) { createWorkOrder(input: $input) { id } }', {
    input: {
      farmId,
      type: 'PREVENTIVE',
      title,
      equipmentId: createEquipment.id,
      scheduledStart: `${day.toISOString().slice(0, 10)}T08:00:00Z`,
      estimatedMinutes: 120,
      assigneeIds: [workOrderAssignees[0].id],
    },
  });

  await signIn(page, accounts.manager);
  await page.goto('/planning');
  const order = page.getByTestId('planning-order').filter({ hasText: title });
  await expect(order).toBeVisible();
  await expect(page.getByTestId('planning-workload').getByRole('row')).not.toHaveCount(1);

  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(order).toBeVisible();
  await expect(page.getByText('عبء العمل الأسبوعي')).toBeVisible();
  // Right to left: the week's first day (Monday) is the rightmost column.
  const headers = page.locator('.ant-picker-calendar thead th');
  const [first, last] = [await headers.first().boundingBox(), await headers.last().boundingBox()];
  expect(first!.x).toBeGreaterThan(last!.x);
});

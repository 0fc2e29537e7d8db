import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, managerApi, signIn } from './accounts';

// A machine's and a part's work-order history. The manager opens a machine, sees its orders,
// follows one and starts a new one from the machine's page. The technician uses a part the
// order never planned, the store refusing more than it has, and the part's page links that
// issue to the order and lists the open orders its reserved stock is planned on.

const uniqueCode = () => `E2E-WH-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

interface Seeded {
  machine: { id: string; code: string };
  /** Orders on the machine, assigned to the technician, oldest first. */
  orders: { id: string; number: string; title: string }[];
  part: { id: string; partNumber: string };
}

/** A machine with two orders for the technician, and a part with 5 in stock, all the spec's own. */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const { gql, farmId } = await managerApi(request);
  const signedIn = await request.post('/api/auth/sign-in', { data: accounts.tech });
  const techId = ((await signedIn.json()) as { user: { id: string } }).user.id;
  const code = uniqueCode();
  const { createEquipment } = await gql<{ createEquipment: { id: string } }>(
    'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }',
    { input: { farmId, code, name: 'E2E baler', category: 'OTHER', meterUnit: 'HOURS', meterValue: 10 } },
  );
  const orders = [];
  for (const title of [`Knotter jams ${code}`, `Pick-up tines bent ${code}`]) {
    const { createWorkOrder } = await gql<{ createWorkOrder: { id: string; number: string } }>(
      'mutation($input: CreateWorkOrderInput!) { createWorkOrder(input: $input) { id number } }',
      {
        input: { farmId, type: 'CORRECTIVE', title, equipmentId: createEquipment.id, assigneeIds: [techId] },
      },
    );
    orders.push({ ...createWorkOrder, title });
  }
  const partNumber = uniqueCode();
  const { createSparePart } = await gql<{ createSparePart: { id: string } }>(
    'mutation($input: CreateSparePartInput!) { createSparePart(input: $input) { id } }',
    { input: { farmId, partNumber, name: 'E2E knotter bill', unit: 'PCS', unitCost: 40 } },
  );
  await gql('mutation($id: ID!) { receiveStock(partId: $id, quantity: 5) { id } }', { id: createSparePart.id });
  return { machine: { id: createEquipment.id, code }, orders, part: { id: createSparePart.id, partNumber } };
}

/** Picks the option of a select that contains `text`, typing it first to search. */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option', { hasText: text }).first().click();
}

/** The machine's page, on its work orders tab. */
async function openMachineOrders(page: Page, machineId: string) {
  await page.goto(`/equipment/${machineId}`);
  await page.getByRole('tab', { name: 'Work orders' }).click();
  return page.getByTestId('equipment-work-order-row');
}

test("a machine's page lists its orders and leads to each, and to its list of orders", async ({ page, request }) => {
  const { machine, orders } = await seed(request);
  await signIn(page, accounts.manager);
  const rows = await openMachineOrders(page, machine.id);
  // Newest number first.
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('equipment-work-order-link')).toHaveText(orders[1].number);
  await expect(rows.nth(1)).toContainText(orders[0].title);
  await expect(rows.nth(1).getByTestId('wo-status-tag')).toHaveText('Open');

  await rows.nth(1).getByTestId('equipment-work-order-link').click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${orders[0].id}$`));
  await expect(page.getByTestId('page-work-order')).toContainText(orders[0].title);

  // "All its corrective orders": the list, filtered by this machine.
  await openMachineOrders(page, machine.id);
  await page.getByTestId('equipment-work-orders-all-CORRECTIVE').click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/corrective\\?machine=${machine.id}$`));
  await expect(page.getByTestId('page-corrective').getByText(orders[0].title)).toBeVisible();
});

test("a new order from a machine's page starts on the machine and joins its list", async ({ page, request }) => {
  const { machine } = await seed(request);
  await signIn(page, accounts.manager);
  await openMachineOrders(page, machine.id);
  await page.getByTestId('equipment-work-order-new').click();
  const drawer = page.getByTestId('wo-form');
  await expect(drawer.getByTestId('wo-form-machine')).toContainText(machine.code);
  await drawer.getByTestId('wo-form-title').fill(`Bale chamber check ${machine.code}`);
  await drawer.getByTestId('wo-form-save').click();
  await expect(page).toHaveURL(/\/work-orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-work-order')).toContainText(machine.code);
  const rows = await openMachineOrders(page, machine.id);
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(`Bale chamber check ${machine.code}`);
});

test("a part used without a plan is linked from the part's ledger, beside the orders it is planned on", async ({
  page,
  request,
}) => {
  const { orders, part } = await seed(request);
  const [used, planned] = orders;
  // The other order plans one: the part's page says where its reserved stock goes.
  const { gql } = await managerApi(request);
  await gql(
    'mutation($id: ID!, $input: PlanWorkOrderPartInput!) { planWorkOrderPart(workOrderId: $id, input: $input) { id } }',
    {
      id: planned.id,
      input: { partId: part.id, quantity: 1 },
    },
  );

  await signIn(page, accounts.tech);
  await page.goto(`/work-orders/${used.id}`);
  await page.getByRole('tab', { name: 'Parts' }).click();
  await page.getByTestId('wo-part-use-other').click();
  const dialog = page.getByTestId('wo-use-part');
  await pick(page, 'wo-part-select', part.partNumber);
  // 5 on hand, 1 of them reserved by the other order: 9 is refused, in words, and nothing moves.
  await dialog.getByTestId('wo-use-part-quantity').fill('9');
  await dialog.getByTestId('wo-use-part-ok').click();
  await expect(dialog).toContainText('Not enough stock');
  await dialog.getByTestId('wo-use-part-quantity').fill('2');
  await dialog.getByTestId('wo-use-part-note').fill('Both bills worn');
  await dialog.getByTestId('wo-use-part-ok').click();
  await expect(dialog).toBeHidden();
  const line = page.locator(`[data-testid="wo-part-line"][data-part="${part.partNumber}"]`);
  await expect(line.getByTestId('wo-part-used')).toHaveText('2');
  await expect(line.getByTestId('wo-part-planned')).toHaveText('0');

  await page.goto(`/inventory/${part.id}`);
  const plannedRows = page.getByTestId('planned-order-row');
  await expect(plannedRows).toHaveCount(1);
  await expect(plannedRows.getByTestId('planned-order-link')).toHaveText(planned.number);
  await expect(plannedRows.getByTestId('planned-reserved')).toHaveText('1 pcs');
  const issue = page.getByTestId('movement-row').first();
  await expect(issue.getByTestId('movement-quantity')).toHaveText('-2 pcs');
  await expect(issue).toContainText('Both bills worn');
  await issue.getByTestId('movement-work-order').click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${used.id}$`));
  await expect(page.getByTestId('page-work-order')).toContainText(used.title);
});

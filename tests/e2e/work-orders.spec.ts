import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accounts, chooseLanguage, managerApi, pageScrollWidth, signIn } from './accounts';

// A breakdown from report to repair, as the farm lives it: the manager reports it with the
// machine stopped, assigns the technician, plans a part and lists the checks; the technician
// does the job from a phone, ticking the checks, using the part and logging time; the machine
// is back in service, the stock lower and the cost shown. A failed check opens a repair linked
// to its order. Then the detail page in Arabic, right to left.

const uniqueCode = () => `E2E-WO-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** A new operational machine with an hour meter at 100, so the spec owns its status. */
async function seedMachine(request: APIRequestContext): Promise<{ id: string; code: string }> {
  const { gql, farmId } = await managerApi(request);
  const code = uniqueCode();
  const { createEquipment } = await gql<{ createEquipment: { id: string } }>(
    'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }',
    { input: { farmId, code, name: 'E2E loader', category: 'TRACTOR', meterUnit: 'HOURS', meterValue: 100 } },
  );
  return { id: createEquipment.id, code };
}

/** A part with 5 in stock at 25 each, so the spec owns its stock. */
async function seedPart(request: APIRequestContext): Promise<{ id: string; partNumber: string }> {
  const { gql, farmId } = await managerApi(request);
  const partNumber = uniqueCode();
  const { createSparePart } = await gql<{ createSparePart: { id: string } }>(
    'mutation($input: CreateSparePartInput!) { createSparePart(input: $input) { id } }',
    { input: { farmId, partNumber, name: 'E2E hose', unit: 'PCS', unitCost: 25 } },
  );
  await gql('mutation($id: ID!) { receiveStock(partId: $id, quantity: 5) { id } }', { id: createSparePart.id });
  return { id: createSparePart.id, partNumber };
}

type ManagerApi = Awaited<ReturnType<typeof managerApi>>;

/** A step at the end of an order's checklist, as the manager adds it. */
async function addChecklistItem({ gql }: ManagerApi, workOrderId: string, text: string): Promise<void> {
  const mutation =
    'mutation($id: ID!, $text: String!) { addChecklistItem(workOrderId: $id, input: { text: $text }) { id } }';
  await gql(mutation, { id: workOrderId, text });
}

/** A preventive order of the machine, assigned to the technician. */
async function serviceForTech(
  { gql, farmId }: ManagerApi,
  equipmentId: string,
  title: string,
): Promise<{ id: string; number: string }> {
  const { workOrderAssignees } = await gql<{ workOrderAssignees: { id: string; name: string }[] }>(
    'query($farmId: ID!) { workOrderAssignees(farmId: $farmId) { id name } }',
    { farmId },
  );
  const tech = workOrderAssignees.find((person) => person.name === 'Youssef Benali')!;
  const { createWorkOrder } = await gql<{ createWorkOrder: { id: string; number: string } }>(
    'mutation($input: CreateWorkOrderInput!) { createWorkOrder(input: $input) { id number } }',
    { input: { farmId, type: 'PREVENTIVE', title, equipmentId, assigneeIds: [tech.id] } },
  );
  return createWorkOrder;
}

/** Picks the option of an open select that contains `text`, typing it first to search. */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option', { hasText: text }).first().click();
}

/** Records a checklist item's result with its button and waits for the server's answer. */
async function tick(item: Locator, label: string, result: string): Promise<void> {
  // The radio itself is hidden under its button: a thumb presses the button's text.
  await item.getByText(label, { exact: true }).click();
  await expect(item).toHaveAttribute('data-result', result);
  await expect(item.getByRole('radio', { name: label })).toBeChecked();
}

test('a breakdown: reported with the machine down, assigned with a part, worked and completed from a phone', async ({
  browser,
  request,
}) => {
  // Two people's whole journey, two browsers: longer than one page's budget on a 2-core runner.
  test.slow();
  const [machine, part] = await Promise.all([seedMachine(request), seedPart(request)]);
  const manager = await browser.newPage();
  await signIn(manager, accounts.manager);
  await manager.goto('/work-orders/corrective');
  await manager.getByTestId('wo-new').click();
  await manager.getByTestId('wo-form-title').fill('Hydraulic hose burst');
  await pick(manager, 'wo-form-machine', machine.code);
  await manager.getByTestId('wo-form-equipment-down').click();
  await manager.getByTestId('wo-form-save').click();
  await expect(manager).toHaveURL(/\/work-orders\/[0-9a-f-]{36}$/);
  const url = manager.url();
  // The list stays on screen until the order's page is ready: read the order's page only.
  const order = manager.getByTestId('page-work-order');
  await expect(order.getByTestId('wo-status-tag')).toHaveAttribute('data-value', 'OPEN');
  await expect(order.getByTestId('wo-machineStatus-tag')).toHaveAttribute('data-value', 'DOWN');

  await manager.getByTestId('wo-action-assign').click();
  await pick(manager, 'wo-assign-select', 'Youssef Benali');
  // A multiple select stays open after a pick: close it off its list, on the dialog's title.
  await manager.locator('.ant-modal-title').click();
  await manager.getByTestId('wo-assign-dialog-ok').click();
  await expect(manager.getByTestId('wo-assignees')).toHaveText('Youssef Benali');
  // The manager plans the hose: the store reserves it.
  await manager.getByRole('tab', { name: 'Parts' }).click();
  await manager.getByTestId('wo-part-plan').click();
  await pick(manager, 'wo-part-select', part.partNumber);
  await manager.getByTestId('wo-plan-part-ok').click();
  await expect(manager.getByTestId('wo-part-reserved')).toHaveText('1');
  await manager.close();
  // The checks the technician must tick, listed through the API: the two-browser journey is long enough.
  const api = await managerApi(request);
  for (const text of ['Check the hose clamps', 'Run the boom through its travel'])
    await addChecklistItem(api, url.split('/').pop()!, text);

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, accounts.tech);
  await phone.goto('/work-orders/corrective');
  await phone.getByTestId('wo-quick-mine').click();
  await phone.getByTestId('wo-card').filter({ hasText: machine.code }).click();
  await expect(phone).toHaveURL(url);
  const job = phone.getByTestId('page-work-order');
  // A technician works the order; managing it is not theirs.
  for (const action of ['edit', 'assign', 'cancel'])
    await expect(phone.getByTestId(`wo-action-${action}`)).toHaveCount(0);
  await phone.getByTestId('wo-action-start').click();
  await expect(job.getByTestId('wo-status-tag')).toHaveAttribute('data-value', 'IN_PROGRESS');
  const checklistTab = phone.getByRole('tab', { name: 'Checklist' });
  await expect(checklistTab).toHaveText('Checklist 0/2');
  await checklistTab.click();
  const checks = phone.getByTestId('checklist-item');
  await tick(checks.nth(0), 'Pass', 'PASS');
  await tick(checks.nth(1), 'N/A', 'NA');
  await expect(checklistTab).toHaveText('Checklist 2/2');
  await phone.getByRole('tab', { name: 'Parts' }).click();
  await phone.getByTestId('wo-part-use').click();
  await phone.getByTestId('wo-part-use-ok').click();
  await expect(phone.getByTestId('wo-part-used')).toHaveText('1');
  await phone.getByRole('tab', { name: 'Labour' }).click();
  await phone.getByTestId('wo-labour-log').click();
  await phone.getByTestId('wo-log-labour-minutes').fill('30');
  await phone.getByTestId('wo-log-labour-ok').click();
  await expect(phone.getByTestId('wo-labour-minutes')).toHaveText('30 min');
  await phone.getByTestId('wo-action-complete').click();
  await phone.getByTestId('wo-complete-notes').fill('Replaced the hose and topped up the oil.');
  await phone.getByTestId('wo-complete-reading').fill('120');
  await phone.getByTestId('wo-complete-dialog-ok').click();
  await expect(job.getByTestId('wo-status-tag')).toHaveAttribute('data-value', 'COMPLETED');
  // The machine's status as the server answered the completion: back in service.
  await expect(job.getByTestId('wo-machineStatus-tag')).toHaveAttribute('data-value', 'OPERATIONAL');
  expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(390);
  await phone.getByRole('tab', { name: 'Timeline' }).click();
  const actions = phone.getByTestId('wo-timeline-entry');
  await expect(actions.first()).toHaveAttribute('data-action', 'COMPLETE');
  await expect(phone.getByTestId('wo-timeline')).toContainText('Meter reading: 100 → 120');
  // The hose at 25 is the parts' cost; the store has one fewer.
  await expect(job.getByTestId('wo-cost-parts')).toContainText('25');
  await phone.goto(`/inventory/${part.id}`);
  await expect(phone.getByTestId('part-quantity')).toContainText('4 pcs');
  await phone.close();
});

test('a failed check opens a repair of the same machine, linked both ways', async ({ page, request }) => {
  const machine = await seedMachine(request);
  const api = await managerApi(request);
  const service = await serviceForTech(api, machine.id, 'Pre-season check');
  await addChecklistItem(api, service.id, 'Inspect the brake pads');

  await signIn(page, accounts.tech);
  await page.goto(`/work-orders/${service.id}`);
  await page.getByRole('tab', { name: 'Checklist' }).click();
  const item = page.getByTestId('checklist-item');
  await tick(item, 'Fail', 'FAIL');
  await item.getByTestId('checklist-note-toggle').click();
  await item.getByTestId('checklist-note').fill('Worn to 2 mm on the left.');
  // The note's save is answered only once the repair's dialog is open, as on a weak link
  // when the technician does not wait: the dialog takes the note up when it lands.
  const dialog = page.getByTestId('wo-open-corrective-dialog');
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'RecordChecklistResult') return route.continue();
    const response = await route.fetch();
    await expect(dialog.getByLabel('Title')).toBeVisible();
    await route.fulfill({ response });
  });
  await item.getByTestId('checklist-note-save').click();

  // The repair starts from the failed check: its text and note, for the same machine.
  await item.getByTestId('checklist-open-corrective').click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Inspect the brake pads');
  await expect(dialog.getByLabel('Description')).toHaveValue('Worn to 2 mm on the left.');
  await expect(item).toContainText('Worn to 2 mm on the left.');
  await page.getByTestId('wo-open-corrective-dialog-ok').click();
  await expect(dialog).toHaveCount(0);
  // The check now names the repair it opened, and leads to it.
  const link = item.getByTestId('checklist-corrective-link');
  await expect(link).toHaveText(/^Opened WO-\d{6}$/);
  const repairNumber = (await link.textContent())!.replace('Opened ', '');
  await link.click();
  const repair = page.getByTestId('page-work-order');
  await expect(repair.getByTestId('wo-number')).toHaveText(repairNumber);
  await expect(repair.getByTestId('wo-type-tag')).toHaveAttribute('data-value', 'CORRECTIVE');
  await expect(repair.getByTestId('wo-machine-link')).toContainText(machine.code);
  await expect(repair.getByTestId('wo-description')).toContainText('Worn to 2 mm on the left.');
  // …and the repair leads back to the service it came from.
  await repair.getByTestId('wo-fields').getByRole('link', { name: service.number }).click();
  await expect(repair.getByTestId('wo-number')).toHaveText(service.number);
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(item.getByTestId('checklist-corrective-link')).toHaveText(`Opened ${repairNumber}`);
});

test('on a slow link, checks ticked one after another all stay as ticked', async ({ page, request }) => {
  const machine = await seedMachine(request);
  const api = await managerApi(request);
  const service = await serviceForTech(api, machine.id, 'Oil change');
  const steps = ['Drain the oil', 'Change the filter', 'Refill to the mark'];
  for (const text of steps) await addChecklistItem(api, service.id, text);
  // The order comes back slowly, as on a weak link: the copy fetched after one tick is still
  // on its way when the next tick is made, and must not put back what it had read.
  let fetching = 0;
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'WorkOrder') return route.continue();
    fetching += 1;
    // The server reads the order now; its answer arrives a second and a half later.
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // The app may have given up on a copy that a newer one replaced.
    await route.fulfill({ response }).catch(() => undefined);
    fetching -= 1;
  });
  await signIn(page, accounts.tech);
  await page.goto(`/work-orders/${service.id}`);
  await page.getByRole('tab', { name: 'Checklist' }).click();
  // Every error message shown meanwhile, even one gone by the end.
  await page.evaluate(() => {
    const shown: string[] = ((window as unknown as { errorsShown: string[] }).errorsShown = []);
    new MutationObserver(() =>
      document.querySelectorAll('.ant-message-error').forEach((error) => shown.push(error.textContent ?? '')),
    ).observe(document.body, { childList: true, subtree: true });
  });
  const checks = page.getByTestId('checklist-item');
  await tick(checks.nth(0), 'Pass', 'PASS');
  await tick(checks.nth(1), 'Fail', 'FAIL');
  await checks.nth(1).getByTestId('checklist-note-toggle').click();
  await checks.nth(1).getByTestId('checklist-note').fill('Filter housing cracked.');
  await checks.nth(1).getByTestId('checklist-note-save').click();
  await tick(checks.nth(2), 'N/A', 'NA');
  // Every save has had its answer and its fresh copy: each row takes taps again.
  for (const index of steps.keys()) await expect(checks.nth(index).getByRole('radio').first()).toBeEnabled();
  await expect.poll(() => fetching).toBe(0);
  await expect(checks.nth(0)).toHaveAttribute('data-result', 'PASS');
  await expect(checks.nth(1)).toHaveAttribute('data-result', 'FAIL');
  await expect(checks.nth(1)).toContainText('Filter housing cracked.');
  await expect(checks.nth(2)).toHaveAttribute('data-result', 'NA');
  await expect(page.getByRole('tab', { name: 'Checklist' })).toHaveText('Checklist 3/3');
  // Nothing failed, so nothing said it did.
  expect(await page.evaluate(() => (window as unknown as { errorsShown: string[] }).errorsShown)).toEqual([]);
});

test('the detail page reads right to left in Arabic', async ({ page, request }) => {
  const machine = await seedMachine(request);
  const { gql, farmId } = await managerApi(request);
  const { createWorkOrder } = await gql<{ createWorkOrder: { id: string } }>(
    'mutation($input: CreateWorkOrderInput!) { createWorkOrder(input: $input) { id } }',
    {
      input: { farmId, type: 'PREVENTIVE', title: 'Grease the loader', equipmentId: machine.id, dueDate: '2020-01-01' },
    },
  );
  await signIn(page, accounts.manager);
  await chooseLanguage(page, 'ar');
  await page.goto(`/work-orders/${createWorkOrder.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-work-order').getByTestId('wo-status-tag')).toHaveText('مفتوح');
  await expect(page.getByTestId('wo-action-start')).toHaveText('بدء');
  await expect(page.getByTestId('wo-fields')).toContainText('تاريخ الاستحقاق');
  await expect(page.getByTestId('wo-overdue')).toBeVisible();
  // The way back starts the line: on the right in Arabic.
  const width = page.viewportSize()!.width;
  const back = (await page.getByTestId('wo-back').boundingBox())!;
  expect(back.x).toBeGreaterThan(width / 2);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
  await page.getByRole('tab', { name: 'السجل الزمني' }).click();
  await expect(page.getByTestId('wo-timeline-entry').first()).toContainText('أُنشئ');
});

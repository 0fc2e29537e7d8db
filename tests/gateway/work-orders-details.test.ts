// What an order carries besides its status: the checklist (managers add and remove items,
// whoever works the order records results with who and when, a failed item opens one linked
// corrective order), each change on the timeline, each create repeatable with a client id,
// and none of it reachable from another farm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql, startTestGateway, type TestGateway } from './support/gateway.js';
import {
  FRM1,
  FRM3,
  expectData,
  readMachine,
  signInMaintenance,
  type MaintenanceAccountKey,
} from './support/maintenance.js';
import {
  AddChecklistItemMutation,
  ChecklistQuery,
  IDS,
  OpenCorrectiveMutation,
  RecordChecklistResultMutation,
  RemoveChecklistItemMutation,
  TRANSITIONS,
  clientId,
  createOrder,
  newMachine,
  readOrder,
} from './support/work-orders.js';

let gateway: TestGateway;
let tokens: Record<MaintenanceAccountKey, string>;

beforeAll(async () => {
  gateway = await startTestGateway();
  tokens = await signInMaintenance(gateway);
});
afterAll(async () => {
  await gateway?.stop();
});

const checklistOf = async (id: string) =>
  expectData(await gql(gateway, ChecklistQuery, { id }, { token: tokens.admin })).workOrder!.checklist;
const addItem = (workOrderId: string, text: string, token = tokens.manager, id?: string) =>
  gql(gateway, AddChecklistItemMutation, { workOrderId, input: { text, id } }, { token });
const record = (id: string, result: 'PASS' | 'FAIL' | 'NA' | null, token = tokens.tech, note?: string) =>
  gql(gateway, RecordChecklistResultMutation, { id, result, note }, { token });
const openCorrective = (itemId: string, token = tokens.tech, input = {}) =>
  gql(gateway, OpenCorrectiveMutation, { itemId, input }, { token });

/** A preventive order on a new machine of FRM-001, assigned to the technician, with three items. */
async function inspection() {
  const machine = await newMachine(gateway, tokens.admin, FRM1);
  const order = await createOrder(gateway, tokens.manager, {
    farmId: FRM1,
    type: 'PREVENTIVE',
    title: '250 h service',
    equipmentId: machine.id,
    assigneeIds: [IDS.tech],
  });
  const items = [];
  for (const text of ['Check the hydraulic hoses', 'Grease the pivots', 'Check the tyre pressure'])
    items.push(expectData(await addItem(order.id, text)).addChecklistItem);
  return { machine, order, items };
}

describe('checklist', () => {
  it('managers add items at the end; a client id adds once; technicians and viewers may not add', async () => {
    const { order, items } = await inspection();
    expect(items.map((item) => item.position)).toEqual([0, 1, 2]);
    const id = clientId();
    const first = expectData(await addItem(order.id, 'Check the lights', tokens.manager, id)).addChecklistItem;
    const again = expectData(await addItem(order.id, 'Something else', tokens.manager, id)).addChecklistItem;
    expect(again).toEqual(first);
    expect(first).toMatchObject({ id, position: 3, result: null });
    const other = await inspection();
    expect(errorCode((await addItem(other.order.id, 'Elsewhere', tokens.manager, id)).body)).toBe('CONFLICT');
    expect(errorCode((await addItem(order.id, 'Mine', tokens.tech)).body)).toBe('FORBIDDEN');
    expect(errorCode((await addItem(order.id, 'Mine', tokens.viewer)).body)).toBe('FORBIDDEN');
    expect(errorCode((await addItem(order.id, 'x'.repeat(501))).body)).toBe('BAD_USER_INPUT');
    expect((await checklistOf(order.id)).map((item) => item.text)).toEqual([
      'Check the hydraulic hoses',
      'Grease the pivots',
      'Check the tyre pressure',
      'Check the lights',
    ]);
  });

  it('the assigned technician records results with who and when; others may not; all on the timeline', async () => {
    const { order, items } = await inspection();
    const passed = expectData(await record(items[0].id, 'PASS', tokens.tech, 'No leak')).recordChecklistResult;
    expect(passed).toMatchObject({ result: 'PASS', note: 'No leak', doneBy: { id: IDS.tech } });
    expect(Date.parse(passed.doneAt!)).toBeGreaterThan(Date.now() - 60_000);
    expectData(await record(items[1].id, 'NA', tokens.manager));
    const cleared = expectData(await record(items[1].id, null, tokens.tech)).recordChecklistResult;
    expect(cleared).toMatchObject({ result: null, doneBy: null, doneAt: null });
    const before = await checklistOf(order.id);
    // The manager account is not assigned here but manages FRM-001; the viewer and nofarm
    // accounts are not members; the admin may.
    const unassigned = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: order.equipment.id });
    const item = expectData(await addItem(unassigned.id, 'Look')).addChecklistItem;
    expect(errorCode((await record(item.id, 'PASS', tokens.tech)).body)).toBe('FORBIDDEN');
    for (const account of ['viewer', 'nofarm'] as const)
      expect(errorCode((await record(items[2].id, 'FAIL', tokens[account])).body), account).toBe('FORBIDDEN');
    expect(await checklistOf(order.id)).toEqual(before);
    const [entry] = (await readOrder(gateway, tokens.admin, order.id)).timeline;
    expect(entry).toMatchObject({
      action: 'CHECKLIST_RESULT',
      changes: { item: { after: 'Grease the pivots' }, result: { before: 'NA', after: null } },
    });
  });

  it('a failed item opens one corrective order for the same machine, linked to the order and the item', async () => {
    const { machine, order, items } = await inspection();
    expectData(await record(items[0].id, 'PASS'));
    expect(errorCode((await openCorrective(items[0].id)).body)).toBe('BAD_USER_INPUT');
    expectData(await record(items[0].id, 'FAIL', tokens.tech, 'Hose cracked near the pump'));
    const answers = await Promise.all(
      [clientId(), clientId(), undefined, undefined].map((id) =>
        openCorrective(items[0].id, tokens.tech, { id, equipmentDown: true }),
      ),
    );
    const opened = answers.map((res) => expectData(res).openCorrectiveFromChecklistItem);
    expect(new Set(opened.map((o) => o.id)).size).toBe(1);
    expect(opened[0]).toMatchObject({
      type: 'CORRECTIVE',
      title: 'Check the hydraulic hoses',
      description: 'Hose cracked near the pump',
      priority: 'HIGH',
      status: 'OPEN',
      equipmentDown: true,
      equipment: { id: machine.id, status: 'DOWN' },
      parent: { id: order.id, number: order.number },
      requester: { id: IDS.tech },
    });
    expect((await checklistOf(order.id))[0].correctiveOrder).toEqual({ id: opened[0].id, number: opened[0].number });
    const [entry] = (await readOrder(gateway, tokens.admin, order.id)).timeline;
    expect(entry).toMatchObject({
      action: 'CORRECTIVE_OPENED',
      changes: { correctiveOrder: { after: opened[0].number } },
    });
    expect((await readMachine(gateway, tokens.admin, machine.id)).status).toBe('DOWN');
    // The item that opened an order stays; another one may go.
    const kept = await gql(gateway, RemoveChecklistItemMutation, { id: items[0].id }, { token: tokens.manager });
    expect(kept.body.errors?.[0].extensions?.messageKey).toBe('checklistItemHasOrder');
    expect(
      errorCode((await gql(gateway, RemoveChecklistItemMutation, { id: items[1].id }, { token: tokens.tech })).body),
    ).toBe('FORBIDDEN');
    expect(
      expectData(await gql(gateway, RemoveChecklistItemMutation, { id: items[1].id }, { token: tokens.manager })),
    ).toEqual({
      removeChecklistItem: true,
    });
    expect((await checklistOf(order.id)).map((item) => item.id)).toEqual([items[0].id, items[2].id]);
  });

  it('a closed order keeps its checklist as it is until it is reopened', async () => {
    const { order, items } = await inspection();
    expectData(await TRANSITIONS.cancel(gateway, order.id, tokens.manager));
    const before = await checklistOf(order.id);
    expect(errorCode((await addItem(order.id, 'Late')).body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await record(items[0].id, 'PASS')).body)).toBe('BAD_USER_INPUT');
    expect(await checklistOf(order.id)).toEqual(before);
  });

  it("another farm's orders and items are FORBIDDEN to every checklist call", async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM3);
    const order = await createOrder(gateway, tokens.admin, { farmId: FRM3, equipmentId: machine.id });
    const item = expectData(await addItem(order.id, 'Theirs', tokens.admin)).addChecklistItem;
    expectData(await record(item.id, 'FAIL', tokens.admin));
    const before = await checklistOf(order.id);
    const calls = [
      addItem(order.id, 'Intruder', tokens.manager),
      record(item.id, 'PASS', tokens.manager),
      openCorrective(item.id, tokens.manager),
      gql(gateway, RemoveChecklistItemMutation, { id: item.id }, { token: tokens.manager }),
    ];
    expect((await Promise.all(calls)).map((res) => errorCode(res.body))).toEqual(Array(4).fill('FORBIDDEN'));
    expect(await checklistOf(order.id)).toEqual(before);
  });
});

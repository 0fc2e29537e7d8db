// An order's detail carries its machine, assignees, requester, checklist (with who ticked
// each item) and timeline in the order's own statement (record-read.ts): the page must show
// exactly what the same order shows where each of those is read by its own loader (a
// machine's orders), an order with none of them empty lists, and all that must be one
// statement where it took six.
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlRaw } from './support/gateway.js';
import { EVERY_KIND_OF_MACHINE, FRM1, createMachine, expectData, maintenanceSuite } from './support/maintenance.js';
import { AddChecklistItemMutation, RecordChecklistResultMutation } from './support/work-order-details.js';
import { AssignWorkOrderMutation, IDS, StartWorkOrderMutation, createOrder } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

const PERSON = 'id name avatar';
/** What the statement carries (an item's photos and the order it opened are read apart). */
const CARRIED = `id number status viewerActions requester { ${PERSON} } assignees { ${PERSON} }
  equipment { id farmId code name make model year status meterUnit meterValue purchaseDate purchaseCost warrantyEnd notes createdAt }
  checklist { id position text result note doneAt doneBy { ${PERSON} } }
  timeline { id action actorName at changes }`;
const ORDER = `${CARRIED} checklist { photos { id } correctiveOrder { id } }`;
const DETAIL = `query Detail($id: ID!) { workOrder(id: $id) { ${ORDER} } }`;
/** The same fields where nothing rides along: each relation is read by its own loader. */
const OF_MACHINE = `query OfMachine($id: ID!) { equipment(id: $id) { workOrders(first: 10) { ${ORDER} } } }`;

type Order = { id: string; [field: string]: unknown };

async function detail(id: string, query = DETAIL, token = tokens.tech) {
  const res = await gqlRaw(gateway, query, { id }, { token });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data.workOrder as Order;
}

describe('an order’s detail carries what it shows', () => {
  let machineId: string;
  let worked: Order;
  let bare: Order;

  beforeAll(async () => {
    const machine = await createMachine(gateway, tokens.admin, { farmId: FRM1, ...EVERY_KIND_OF_MACHINE });
    machineId = machine.id;
    const order = await createOrder(gateway, tokens.admin, {
      farmId: FRM1,
      equipmentId: machineId,
      title: 'Worked on',
      requesterId: IDS.tech,
    });
    await gql(
      gateway,
      AssignWorkOrderMutation,
      { id: order.id, assigneeIds: [IDS.tech, IDS.manager] },
      { token: tokens.admin },
    );
    expectData(await gql(gateway, StartWorkOrderMutation, { id: order.id }, { token: tokens.tech }), 'start');
    const items = [];
    for (const text of ['Check the nozzles', 'Check the pump', 'Grease the boom'])
      items.push(
        expectData(
          await gql(
            gateway,
            AddChecklistItemMutation,
            { workOrderId: order.id, input: { text } },
            { token: tokens.admin },
          ),
          'add item',
        ).addChecklistItem,
      );
    const record = (id: string, result: 'PASS' | 'FAIL', token: string) =>
      gql(gateway, RecordChecklistResultMutation, { id, result, note: `${result} noted` }, { token });
    expectData(await record(items[0].id, 'PASS', tokens.tech), 'pass');
    expectData(await record(items[1].id, 'FAIL', tokens.manager), 'fail');
    worked = await detail(order.id);
    bare = await detail(
      (await createOrder(gateway, tokens.admin, { farmId: FRM1, equipmentId: machineId, title: 'Untouched' })).id,
    );
  });

  it('shows the machine, people, checklist and timeline the order shows where each is read apart', async () => {
    const res = await gqlRaw(gateway, OF_MACHINE, { id: machineId }, { token: tokens.tech });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const apart = res.body.data.equipment.workOrders as Order[];
    expect(apart.find((order) => order.id === worked.id)).toEqual(worked);
    expect(apart.find((order) => order.id === bare.id)).toEqual(bare);
  });

  it('holds every kind of value: people by name, who ticked which item, newest entries first', () => {
    expect(worked.requester).toMatchObject({ id: IDS.tech });
    expect((worked.assignees as Order[]).map((person) => person.id).sort()).toEqual([IDS.manager, IDS.tech].sort());
    expect(worked.equipment).toMatchObject({ ...EVERY_KIND_OF_MACHINE, model: null });
    const checklist = worked.checklist as { result: string | null; doneBy: { id: string } | null; note: string }[];
    expect(checklist.map((item) => [item.result, item.doneBy?.id ?? null])).toEqual([
      ['PASS', IDS.tech],
      ['FAIL', IDS.manager],
      [null, null],
    ]);
    const timeline = worked.timeline as { action: string; at: string }[];
    expect(timeline.map((entry) => entry.action).slice(-3)).toEqual(['START', 'ASSIGN', 'CREATE']);
    expect(timeline.map((entry) => entry.at)).toEqual(
      timeline
        .map((entry) => entry.at)
        .sort()
        .reverse(),
    );
  });

  it('shows an order with none of them as empty lists', () => {
    expect(bare).toMatchObject({ assignees: [], checklist: [] });
    expect(bare.timeline).toMatchObject([{ action: 'CREATE' }]);
  });

  it('reads the order with its machine, people, checklist and timeline in one statement', async () => {
    const query = `query Carried($id: ID!) { workOrder(id: $id) { ${CARRIED} } }`;
    await detail(worked.id, query);
    const before = gateway.database.statementCount();
    await detail(worked.id, query);
    expect(gateway.database.statementCount() - before).toBe(1);
  });

  it('answers a timeline asked for fewer entries with the newest ones', async () => {
    const fewer = await detail(
      worked.id,
      `query Fewer($id: ID!) { workOrder(id: $id) { id timeline(first: 2) { id } } }`,
    );
    expect(fewer.timeline).toEqual((worked.timeline as { id: string }[]).slice(0, 2).map(({ id }) => ({ id })));
  });
});

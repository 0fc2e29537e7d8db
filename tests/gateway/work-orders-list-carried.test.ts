// A page of orders carries each order's machine and assignees in its own statement
// (list-page.ts, "carried"): the list must show exactly what the order's own page shows,
// every field of the machine as the equipment module reads it, assignees by name, an order
// without assignees an empty list; and a page that shows them is one statement, not three.
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlRaw } from './support/gateway.js';
import { FRM1, createMachine, maintenanceSuite } from './support/maintenance.js';
import { AssignWorkOrderMutation, IDS, createOrder } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

const MACHINE = `id farmId code name category make model serialNumber year status criticality location
  meterUnit meterValue purchaseDate purchaseCost warrantyEnd photoUrl notes createdAt updatedAt`;
const ORDER = `id number equipment { ${MACHINE} } assignees { id name avatar }`;
const LIST = `query Carried($farmId: ID!, $filter: WorkOrderFilter, $first: Int, $after: String) {
  workOrders(farmId: $farmId, filter: $filter, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor } edges { node { ${ORDER} } } } }`;
const DETAIL = `query Detail($id: ID!) { workOrder(id: $id) { ${ORDER} } }`;

type Order = { id: string; equipment: Record<string, unknown>; assignees: { id: string; name: string }[] };

async function page(filter: object, first = 10, after?: string | null) {
  const res = await gqlRaw(gateway, LIST, { farmId: FRM1, filter, first, after }, { token: tokens.tech });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data.workOrders as {
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: Order }[];
  };
}

describe('a page carries its orders’ machines and assignees', () => {
  let machineId: string;

  beforeAll(async () => {
    // Every kind of column: text, integer, fractional numeric, dates, timestamps, nulls.
    const machine = await createMachine(gateway, tokens.admin, {
      farmId: FRM1,
      name: 'Carried “tractor” — ñ',
      make: 'Fendt',
      year: 2019,
      meterValue: 1234.5,
      purchaseDate: '2020-02-29',
      purchaseCost: 98765.43,
      warrantyEnd: '2025-12-31',
      notes: 'Line one\nline two, "quoted"',
    });
    machineId = machine.id;
    const assigned = await createOrder(gateway, tokens.admin, {
      farmId: FRM1,
      equipmentId: machineId,
      title: 'Two people',
    });
    await gql(
      gateway,
      AssignWorkOrderMutation,
      { id: assigned.id, assigneeIds: [IDS.tech, IDS.manager] },
      { token: tokens.admin },
    );
    await createOrder(gateway, tokens.admin, { farmId: FRM1, equipmentId: machineId, title: 'Nobody yet' });
  });

  it('shows on every row, page after page, the machine and assignees the order itself shows', async () => {
    const seen: Order[] = [];
    let after: string | null = null;
    do {
      // One order a page: the second is read after a cursor, by a statement of its own.
      const { edges, pageInfo } = await page({ equipmentId: machineId }, 1, after);
      seen.push(...edges.map((edge) => edge.node));
      after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
    } while (after);
    expect(seen).toHaveLength(2);
    for (const order of seen) {
      const res = await gqlRaw(gateway, DETAIL, { id: order.id }, { token: tokens.tech });
      expect(order).toEqual(res.body.data.workOrder);
    }
    const [machine] = seen.map((order) => order.equipment);
    expect(machine).toMatchObject({ name: 'Carried “tractor” — ñ', year: 2019, meterValue: 1234.5 });
    expect(machine).toMatchObject({ purchaseDate: '2020-02-29', purchaseCost: 98765.43, model: null });
    const people = seen.map((order) => order.assignees.map((person) => person.id).sort());
    expect(people).toContainEqual([IDS.manager, IDS.tech].sort());
    expect(people).toContainEqual([]);
  });

  it('reads a page with its machines and assignees in one statement', async () => {
    await page({});
    const before = gateway.database.statementCount();
    const { edges } = await page({});
    expect(edges.length).toBeGreaterThan(2);
    expect(gateway.database.statementCount() - before).toBe(1);
  });

  it('carries them on a text search too, whose statement is planned for each pattern', async () => {
    const searched = await page({ text: 'Two people' });
    expect(searched.edges.map((edge) => edge.node.equipment.id)).toEqual([machineId]);
    expect(searched.edges[0].node.assignees).toHaveLength(2);
  });
});

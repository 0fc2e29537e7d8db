// A page of orders carries each order's machine and assignees in its own statement
// (list-page.ts, "carried"): the list must show exactly what the order's own page shows,
// every field of the machine as the equipment module reads it, assignees by name, an order
// without assignees an empty list; and a page that shows them is one statement, not three.
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlRaw } from './support/gateway.js';
import { EVERY_KIND_OF_MACHINE, FRM1, createMachine, maintenanceSuite } from './support/maintenance.js';
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
    const machine = await createMachine(gateway, tokens.admin, { farmId: FRM1, ...EVERY_KIND_OF_MACHINE });
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
    expect(machine).toMatchObject({ ...EVERY_KIND_OF_MACHINE, model: null });
    const people = seen.map((order) => order.assignees.map((person) => person.id).sort());
    expect(people).toContainEqual([IDS.manager, IDS.tech].sort());
    expect(people).toContainEqual([]);
  });

  it('carries only what the page asks of a machine, and that never stands for the whole machine', async () => {
    // The same machine in one request: on a page that shows its code, and whole as an
    // implement's parent, which the request's machine loader reads after the page came back.
    const implement = await createMachine(gateway, tokens.admin, { farmId: FRM1, parentId: machineId });
    const query = `query Both($farmId: ID!, $filter: WorkOrderFilter, $implement: ID!) {
      workOrders(farmId: $farmId, filter: $filter) { edges { node { id equipment { id code } } } }
      equipment(id: $implement) { parent { ${MACHINE} } } }`;
    const variables = { farmId: FRM1, filter: { equipmentId: machineId }, implement: implement.id };
    const res = await gqlRaw(gateway, query, variables, { token: tokens.tech });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const { workOrders, equipment } = res.body.data;
    const whole = `query($id: ID!) { equipment(id: $id) { ${MACHINE} } }`;
    const detail = await gqlRaw(gateway, whole, { id: machineId }, { token: tokens.tech });
    expect(equipment.parent).toEqual(detail.body.data.equipment);
    expect(equipment.parent).toMatchObject({ notes: 'Line one\nline two, "quoted"', make: 'Fendt' });
    expect(workOrders.edges).toHaveLength(2);
    for (const edge of workOrders.edges)
      expect(edge.node.equipment).toEqual({ id: machineId, code: detail.body.data.equipment.code });
  });

  it('carries whole machines when the page asks of them what their columns alone do not answer', async () => {
    const query = `query Deep($farmId: ID!, $filter: WorkOrderFilter) {
      workOrders(farmId: $farmId, filter: $filter) { edges { node { id equipment { code notes workOrders { id } } } } } }`;
    const res = await gqlRaw(
      gateway,
      query,
      { farmId: FRM1, filter: { equipmentId: machineId } },
      { token: tokens.tech },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const machines = res.body.data.workOrders.edges.map((edge: { node: { equipment: object } }) => edge.node.equipment);
    expect(machines).toHaveLength(2);
    for (const machine of machines) {
      expect(machine).toMatchObject({ notes: 'Line one\nline two, "quoted"' });
      expect(machine.workOrders).toHaveLength(2);
    }
  });

  it('reads a page with its machines and assignees in one statement', async () => {
    await page({});
    const before = gateway.database.statementCount();
    const { edges } = await page({});
    expect(edges.length).toBeGreaterThan(2);
    expect(gateway.database.statementCount() - before).toBe(1);
  });

  it('keeps the page’s order, either way and after a cursor, when assignees are read for the whole page', async () => {
    const idsOf = async (node: string, direction: string, after: string | null) => {
      const query = `query Order($farmId: ID!, $after: String) {
        workOrders(farmId: $farmId, sort: { field: DUE_DATE, direction: ${direction} }, first: 5, after: $after) {
          pageInfo { endCursor } edges { node { ${node} } } } }`;
      const res = await gqlRaw(gateway, query, { farmId: FRM1, after }, { token: tokens.tech });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const { edges, pageInfo } = res.body.data.workOrders;
      return { ids: edges.map((edge: { node: { id: string } }) => edge.node.id), next: pageInfo.endCursor as string };
    };
    for (const direction of ['ASC', 'DESC']) {
      const plain = await idsOf('id', direction, null);
      const withPeople = await idsOf('id assignees { id }', direction, null);
      expect(withPeople.ids).toEqual(plain.ids);
      expect((await idsOf('id assignees { id }', direction, plain.next)).ids).toEqual(
        (await idsOf('id', direction, plain.next)).ids,
      );
    }
  });

  it('carries them on a text search too, whose statement is planned for each pattern', async () => {
    const searched = await page({ text: 'Two people' });
    expect(searched.edges.map((edge) => edge.node.equipment.id)).toEqual([machineId]);
    expect(searched.edges[0].node.assignees).toHaveLength(2);
  });
});

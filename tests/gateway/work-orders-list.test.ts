// Work-order numbers and the list. Numbers are farm-scoped, consecutive and never repeated,
// also under 20 concurrent creations; a refused creation gives its number back. A client id
// creates once however often (and however concurrently) it is sent. The list filters, sorts
// and pages on the server with a capped total, and a page's relations cost the same
// statements whatever its size (no N+1).
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrderFilter, WorkOrderSortField } from './__generated__/graphql.js';
import { errorCode, gql, gqlRaw } from './support/gateway.js';
import { FRM1, FRM2, expectData, maintenanceSuite } from './support/maintenance.js';
import {
  CreateWorkOrderMutation,
  IDS,
  MachineWorkOrdersQuery,
  WorkOrdersQuery,
  clientId,
  createOrder,
  newMachine,
  orderIn,
} from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

const numberOf = (text: string) => Number(text.replace(/^WO-/, ''));

/** The farm's orders as the admin pages through them (all pages). */
async function allOrders(
  farmId: string,
  filter: WorkOrderFilter = {},
  sort?: { field: WorkOrderSortField; direction?: 'ASC' | 'DESC' },
  first = 100,
) {
  const nodes = [];
  let after: string | null | undefined;
  for (let page = 0; page < 100; page++) {
    const res = await gql(gateway, WorkOrdersQuery, { farmId, filter, sort, first, after }, { token: tokens.admin });
    const connection = expectData(res, 'workOrders').workOrders;
    nodes.push(...connection.edges.map((edge) => edge.node));
    if (!connection.pageInfo.hasNextPage) return nodes;
    after = connection.pageInfo.endCursor;
  }
  throw new Error('workOrders never ended');
}

const highestNumber = async (farmId: string) => {
  const res = await gql(
    gateway,
    WorkOrdersQuery,
    { farmId, first: 1, sort: { field: 'NUMBER', direction: 'DESC' } },
    { token: tokens.admin },
  );
  const [edge] = expectData(res).workOrders.edges;
  return edge ? numberOf(edge.node.number) : 0;
};

describe('numbers', () => {
  it('20 concurrent creations on one farm (and 5 on another) get consecutive numbers, no gap, no duplicate', async () => {
    const machines = {
      [FRM1]: (await newMachine(gateway, tokens.admin, FRM1)).id,
      [FRM2]: (await newMachine(gateway, tokens.admin, FRM2)).id,
    };
    const start = { [FRM1]: await highestNumber(FRM1), [FRM2]: await highestNumber(FRM2) };
    const create = (farmId: string, token: string, i: number) =>
      createOrder(gateway, token, {
        farmId,
        equipmentId: machines[farmId],
        title: `Concurrent ${i}`,
        equipmentDown: i % 3 === 0,
      });
    const made = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => create(FRM1, tokens.manager, i)),
      ...Array.from({ length: 5 }, (_, i) => create(FRM2, tokens.admin, i)),
    ]);
    for (const [farmId, count] of [
      [FRM1, 20],
      [FRM2, 5],
    ] as const) {
      const numbers = made.filter((order) => order.farmId === farmId).map((order) => numberOf(order.number));
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => start[farmId] + 1 + i));
      expect(await highestNumber(farmId)).toBe(start[farmId] + count);
    }
    expect(made[0].number).toMatch(/^WO-\d{6}$/);
  });

  it('a refused creation gives its number back: the next order takes it', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const before = await highestNumber(FRM1);
    const refused = await gql(
      gateway,
      CreateWorkOrderMutation,
      {
        input: {
          farmId: FRM1,
          type: 'CORRECTIVE',
          title: 'Refused',
          equipmentId: machine.id,
          assigneeIds: [IDS.viewer],
        },
      },
      { token: tokens.manager },
    );
    expect(errorCode(refused.body)).toBe('BAD_USER_INPUT');
    const next = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id });
    expect(numberOf(next.number)).toBe(before + 1);
  });
});

describe('a client-generated id', () => {
  it('sent twice creates once and answers the first order both times, whatever the second input says', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const id = clientId();
    const first = await createOrder(gateway, tokens.manager, {
      id,
      farmId: FRM1,
      equipmentId: machine.id,
      title: 'First',
    });
    expect(first.id).toBe(id);
    const again = await createOrder(gateway, tokens.manager, {
      id,
      farmId: FRM1,
      equipmentId: machine.id,
      title: 'Second',
      equipmentDown: true,
    });
    expect(again).toEqual(first);
    expect(await allOrders(FRM1, { equipmentId: machine.id })).toHaveLength(1);
  });

  it('sent 8 times at once creates one order and one number', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const before = await highestNumber(FRM1);
    const id = clientId();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        createOrder(gateway, tokens.manager, { id, farmId: FRM1, equipmentId: machine.id }),
      ),
    );
    expect(new Set(answers.map((order) => `${order.id} ${order.number}`)).size).toBe(1);
    expect(await allOrders(FRM1, { equipmentId: machine.id })).toHaveLength(1);
    expect(await highestNumber(FRM1)).toBe(before + 1);
    // The next creation continues the sequence: the duplicates took no number.
    const next = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id });
    expect(numberOf(next.number)).toBe(before + 2);
  });

  it("another farm's order id is refused with CONFLICT and shows nothing of that order", async () => {
    const [mine, theirs] = [
      await newMachine(gateway, tokens.admin, FRM1),
      await newMachine(gateway, tokens.admin, FRM2),
    ];
    const foreign = await createOrder(gateway, tokens.admin, { farmId: FRM2, equipmentId: theirs.id, title: 'Theirs' });
    const res = await gql(
      gateway,
      CreateWorkOrderMutation,
      { input: { id: foreign.id, farmId: FRM1, type: 'CORRECTIVE', title: 'Mine', equipmentId: mine.id } },
      { token: tokens.manager },
    );
    expect(errorCode(res.body)).toBe('CONFLICT');
    expect(JSON.stringify(res.body)).not.toContain('Theirs');
  });
});

describe('the list', () => {
  let machine: { id: string; code: string };
  let other: { id: string; code: string };
  const today = new Date().toISOString().slice(0, 10);
  const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    machine = await newMachine(gateway, tokens.admin, FRM1);
    other = await newMachine(gateway, tokens.admin, FRM1);
    const base = { farmId: FRM1, equipmentId: machine.id };
    await orderIn(gateway, tokens.manager, 'OPEN', {
      ...base,
      title: 'Grease the loader',
      priority: 'LOW',
      dueDate: shift(-3),
      assigneeIds: [IDS.tech],
    });
    await orderIn(gateway, tokens.manager, 'IN_PROGRESS', {
      ...base,
      title: 'Hydraulic hose',
      priority: 'URGENT',
      dueDate: shift(-1),
      assigneeIds: [IDS.tech, IDS.manager],
    });
    await orderIn(gateway, tokens.manager, 'ON_HOLD', {
      ...base,
      title: 'Brake pads',
      priority: 'HIGH',
      dueDate: shift(5),
      assigneeIds: [IDS.manager],
    });
    await orderIn(gateway, tokens.manager, 'COMPLETED', {
      ...base,
      type: 'PREVENTIVE',
      title: 'Oil change',
      priority: 'MEDIUM',
      dueDate: shift(-10),
    });
    await orderIn(gateway, tokens.manager, 'CANCELLED', {
      ...base,
      type: 'PREVENTIVE',
      title: 'Filter check',
      priority: 'HIGH',
    });
    await orderIn(gateway, tokens.manager, 'OPEN', { ...base, title: 'Due today', priority: 'MEDIUM', dueDate: today });
    await orderIn(gateway, tokens.manager, 'OPEN', {
      farmId: FRM1,
      equipmentId: other.id,
      title: 'Other machine',
      priority: 'URGENT',
    });
  });

  const titles = async (filter: WorkOrderFilter, token = tokens.admin) => {
    const res = await gql(gateway, WorkOrdersQuery, { farmId: FRM1, filter, first: 100 }, { token });
    return expectData(res)
      .workOrders.edges.map((edge) => edge.node.title)
      .sort();
  };

  it('filters by type, several statuses, priority, machine, assignee, "me", overdue, due dates and text', async () => {
    const mine = { equipmentId: machine.id };
    expect(await titles({ ...mine, type: ['PREVENTIVE'] })).toEqual(['Filter check', 'Oil change']);
    expect(await titles({ ...mine, status: ['IN_PROGRESS', 'ON_HOLD'] })).toEqual(['Brake pads', 'Hydraulic hose']);
    expect(await titles({ ...mine, priority: ['HIGH'] })).toEqual(['Brake pads', 'Filter check']);
    expect(await titles({ ...mine, assigneeId: IDS.manager })).toEqual(['Brake pads', 'Hydraulic hose']);
    expect(await titles({ ...mine, assignedToMe: true }, tokens.tech)).toEqual(['Grease the loader', 'Hydraulic hose']);
    expect(await titles({ ...mine, assignedToMe: true, assigneeId: IDS.manager }, tokens.tech)).toEqual([
      'Hydraulic hose',
    ]);
    expect(await titles({ ...mine, overdue: true })).toEqual(['Grease the loader', 'Hydraulic hose']);
    expect(await titles({ ...mine, overdue: false })).toEqual([
      'Brake pads',
      'Due today',
      'Filter check',
      'Oil change',
    ]);
    expect(await titles({ ...mine, dueFrom: shift(-3), dueTo: today })).toEqual([
      'Due today',
      'Grease the loader',
      'Hydraulic hose',
    ]);
    expect(await titles({ ...mine, text: 'HYDRAULIC' })).toEqual(['Hydraulic hose']);
    expect(await titles({ text: machine.code })).toHaveLength(6);
    expect(await titles({ text: other.code })).toEqual(['Other machine']);
    const [hose] = await allOrders(FRM1, { ...mine, text: 'hose' });
    expect(await titles({ text: hose.number })).toEqual(['Hydraulic hose']);
    expect(await titles({ text: hose.number.toLowerCase(), status: ['COMPLETED'] })).toEqual([]);
  });

  it('marks overdue orders: due before today and still open', async () => {
    const nodes = await allOrders(FRM1, { equipmentId: machine.id });
    expect(
      nodes
        .filter((node) => node.overdue)
        .map((node) => node.title)
        .sort(),
    ).toEqual(['Grease the loader', 'Hydraulic hose']);
  });

  const SORTS: [
    WorkOrderSortField,
    (node: {
      number: string;
      dueDate?: string | null;
      priority: string;
      status: string;
      updatedAt: string;
    }) => string | number,
  ][] = [
    ['NUMBER', (node) => numberOf(node.number)],
    ['DUE_DATE', (node) => node.dueDate ?? '9999-12-31'],
    ['PRIORITY', (node) => ['LOW', 'MEDIUM', 'HIGH', 'URGENT'].indexOf(node.priority)],
    ['STATUS', (node) => ['OPEN', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED'].indexOf(node.status)],
    ['UPDATED_AT', (node) => node.updatedAt],
  ];
  it.each(SORTS)(
    'sorts by %s both ways, paging two at a time without losing or repeating an order',
    async (field, key) => {
      const filter = { equipmentId: machine.id };
      const everything = await allOrders(FRM1, filter);
      for (const direction of ['ASC', 'DESC'] as const) {
        const paged = await allOrders(FRM1, filter, { field, direction }, 2);
        expect(new Set(paged.map((node) => node.id))).toEqual(new Set(everything.map((node) => node.id)));
        const keys = paged.map(key);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys, `${field} ${direction}`).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
      }
    },
  );

  it('counts the matches, lists newest numbers first by default, and refuses a foreign cursor', async () => {
    const res = await gql(
      gateway,
      WorkOrdersQuery,
      { farmId: FRM1, filter: { equipmentId: machine.id }, first: 2 },
      { token: tokens.admin },
    );
    const connection = expectData(res).workOrders;
    expect(connection.totalCount).toBe(6);
    expect(connection.totalCountIsExact).toBe(true);
    const numbers = connection.edges.map((edge) => numberOf(edge.node.number));
    expect(numbers[0]).toBeGreaterThan(numbers[1]);
    const wrongKind = await gql(
      gateway,
      WorkOrdersQuery,
      { farmId: FRM1, sort: { field: 'UPDATED_AT' }, after: connection.pageInfo.endCursor },
      { token: tokens.admin },
    );
    expect(errorCode(wrongKind.body)).toBe('BAD_USER_INPUT');
  });

  it('gives each machine its own orders, newest first', async () => {
    const res = await gql(gateway, MachineWorkOrdersQuery, { id: other.id }, { token: tokens.admin });
    expect(expectData(res).equipment!.workOrders.map((order) => order.status)).toEqual(['OPEN']);
    const mine = expectData(
      await gql(gateway, MachineWorkOrdersQuery, { id: machine.id }, { token: tokens.tech }),
    ).equipment!;
    const numbers = mine.workOrders.map((order) => numberOf(order.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers).toHaveLength(6);
  });

  it('reads a page and its relations in the same number of statements for 2 rows or 20 (no N+1)', async () => {
    const query = `query Orders($farmId: ID!, $first: Int) {
      workOrders(farmId: $farmId, first: $first) {
        totalCount
        edges { node { number overdue viewerActions equipment { code workOrders(first: 2) { number } } assignees { name } requester { name } parent { number } timeline(first: 3) { action actorName } } }
      }
    }`;
    const statementsFor = async (first: number) => {
      await gqlRaw(gateway, query, { farmId: FRM1, first }, { token: tokens.tech });
      const before = gateway.database.statementCount();
      const res = await gqlRaw(gateway, query, { farmId: FRM1, first }, { token: tokens.tech });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect(res.body.data.workOrders.edges.length).toBe(first);
      return gateway.database.statementCount() - before;
    };
    const small = await statementsFor(2);
    const large = await statementsFor(20);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(8);
  });
});

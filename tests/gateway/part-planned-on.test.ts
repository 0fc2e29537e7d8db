// A part's use on work orders, as the inventory reads it: the open orders' lines that still
// reserve it (SparePart.plannedOn, Σ = reserved), each naming its order; a part used without
// a plan adds a line that reserves nothing, and its ISSUE names the order. Read in batches:
// a page of parts costs the same statements whatever its size; only the part's farm's lines.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { gql, gqlRaw } from './support/gateway.js';
import { FRM1, FRM3, expectData, maintenanceSuite } from './support/maintenance.js';
import { UpdateSparePartMutation } from './support/maintenance-operations.js';
import { OrderPartsQuery, plan, readStock, stockedPart, techOrder, usePart } from './support/parts-labour.js';
import { TRANSITIONS, createOrder, newMachine } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

const PlannedOnQuery = graphql(`
  query TestPartPlannedOn($id: ID!, $first: Int) {
    sparePart(id: $id) {
      id
      reserved
      plannedOn(first: $first) {
        id
        plannedQuantity
        reservedQuantity
        issuedQuantity
        workOrder {
          id
          number
          status
        }
      }
      movements(first: 5) {
        type
        quantity
        workOrder {
          id
          number
        }
      }
    }
  }
`);

const order = () => techOrder(gateway, tokens.manager, tokens.admin, FRM1);
const read = async (id: string, first?: number, token = tokens.manager) =>
  expectData(await gql(gateway, PlannedOnQuery, { id, first }, { token })).sparePart!;

describe('a part planned on open orders', () => {
  it('lists the lines that still reserve it, oldest plan first, each with its order; Σ is reserved', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 20);
    const [a, b, c] = [await order(), await order(), await order()];
    expectData(await plan(gateway, tokens.tech, a.id, part.id, 3));
    expectData(await plan(gateway, tokens.tech, b.id, part.id, 2));
    expectData(await plan(gateway, tokens.tech, c.id, part.id, 1));
    // Issued parts no longer reserve: a holds 2 of its 3 and c, all used, holds none.
    expectData(await usePart(gateway, tokens.tech, a.id, { partId: part.id, quantity: 1 }));
    expectData(await usePart(gateway, tokens.tech, c.id, { partId: part.id, quantity: 1 }));

    const read1 = await read(part.id);
    expect(read1.plannedOn.map((line) => [line.workOrder.id, line.workOrder.number, line.reservedQuantity])).toEqual([
      [a.id, a.number, 2],
      [b.id, b.number, 2],
    ]);
    expect(read1.plannedOn[0]).toMatchObject({ plannedQuantity: 3, issuedQuantity: 1 });
    expect(read1.reserved).toBe(4);
    expect((await read(part.id, 1)).plannedOn.map((line) => line.workOrder.id)).toEqual([a.id]);

    // Closing an order releases its reservation: it leaves the list.
    expectData(await TRANSITIONS.cancel(gateway, b.id, tokens.manager));
    const after = await read(part.id);
    expect(after.plannedOn.map((line) => line.workOrder.id)).toEqual([a.id]);
    expect(after.reserved).toBe(2);
    // Out-of-range sizes are clamped rather than refused, as every list field's `first`.
    expect((await read(part.id, 0)).plannedOn).toHaveLength(1);
    expect((await read(part.id, 10_000)).plannedOn).toHaveLength(1);
  });

  it('a part used without a plan: a line that reserves nothing, and an ISSUE naming the order', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 5);
    const a = await order();
    const line = expectData(
      await usePart(gateway, tokens.tech, a.id, { partId: part.id, quantity: 2 }),
    ).useWorkOrderPart;
    expect(line).toMatchObject({ plannedQuantity: 0, reservedQuantity: 0, issuedQuantity: 2, usedQuantity: 2 });
    const parts = expectData(await gql(gateway, OrderPartsQuery, { id: a.id }, { token: tokens.tech })).workOrder!;
    expect(parts.parts.map((entry) => [entry.part.id, entry.usedQuantity])).toEqual([[part.id, 2]]);

    const read1 = await read(part.id);
    expect(read1.plannedOn).toEqual([]);
    expect(read1.movements[0]).toEqual({ type: 'ISSUE', quantity: -2, workOrder: { id: a.id, number: a.number } });
    expect(await readStock(gateway, tokens.admin, part.id)).toMatchObject({ quantityOnHand: 3, reserved: 0 });
  });

  it('shows only its own farm’s lines; an outsider reads neither the part nor them', async () => {
    const mine = await stockedPart(gateway, tokens.manager, FRM1, 5);
    const theirs = await stockedPart(gateway, tokens.admin, FRM3, 5);
    expectData(await plan(gateway, tokens.tech, (await order()).id, mine.id, 1));
    const theirMachine = await newMachine(gateway, tokens.admin, FRM3);
    const theirOrder = await createOrder(gateway, tokens.admin, { farmId: FRM3, equipmentId: theirMachine.id });
    expectData(await plan(gateway, tokens.admin, theirOrder.id, theirs.id, 1));
    expect((await read(mine.id)).plannedOn).toHaveLength(1);
    expect((await read(theirs.id, undefined, tokens.admin)).plannedOn.map((line) => line.workOrder.id)).toEqual([
      theirOrder.id,
    ]);
    const outsider = await gql(gateway, PlannedOnQuery, { id: theirs.id }, { token: tokens.tech });
    expect(outsider.body.data?.sparePart ?? null).toBeNull();
  });
});

describe('read in batches', () => {
  const PARTS = `query Parts($farmId: ID!, $category: String, $first: Int) {
    spareParts(farmId: $farmId, filter: { category: $category }, first: $first) {
      edges { node { reserved plannedOn { reservedQuantity workOrder { number status } } } }
    }
  }`;

  async function statementsFor(category: string, first: number) {
    const variables = { farmId: FRM1, category, first };
    await gqlRaw(gateway, PARTS, variables, { token: tokens.manager }); // totals are remembered after this
    const before = gateway.database.statementCount();
    const res = await gqlRaw(gateway, PARTS, variables, { token: tokens.manager });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    type Node = { reserved: number; plannedOn: { reservedQuantity: number; workOrder: { status: string } }[] };
    const nodes: Node[] = res.body.data.spareParts.edges.map((edge: { node: Node }) => edge.node);
    return { statements: gateway.database.statementCount() - before, nodes };
  }

  it('a page of parts with their reserving lines and orders costs the same statements whatever its size', async () => {
    const category = `batch-${Date.now()}`;
    for (let index = 0; index < 6; index++) {
      const part = await stockedPart(gateway, tokens.manager, FRM1, 10);
      expectData(
        await gql(gateway, UpdateSparePartMutation, { id: part.id, input: { category } }, { token: tokens.manager }),
      );
      for (const quantity of [1, 2])
        expectData(await plan(gateway, tokens.tech, (await order()).id, part.id, quantity));
    }
    const small = await statementsFor(category, 2);
    const large = await statementsFor(category, 6);
    expect(small.nodes).toHaveLength(2);
    expect(large.nodes).toHaveLength(6);
    expect(large.statements).toBe(small.statements);
    for (const node of large.nodes) {
      expect(node.plannedOn.map((line) => [line.reservedQuantity, line.workOrder.status])).toEqual([
        [1, 'OPEN'],
        [2, 'OPEN'],
      ]);
      expect(node.reserved).toBe(3);
    }
  });
});

// Parts on work orders: planned parts reserve stock (available = on hand − reserved, never
// below 0, and the low-stock check counts what is available); used parts are ISSUE movements
// linked to the order that first take its reservation; returns are RETURNs, at most what the
// order used; completing or cancelling releases what an order still reserves. Through all of
// it, also under 30 concurrent uses, the ledger equals the stock. Only whoever works the
// order writes, never on a closed order, and never with another farm's part.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { errorCode, gql } from './support/gateway.js';
import { FRM1, FRM2, FRM3, expectData, maintenanceSuite } from './support/maintenance.js';
import { NotificationsQuery } from './support/feed-operations.js';
import { IssueStockMutation } from './support/maintenance-operations.js';
import {
  OrderPartsQuery,
  RemovePartMutation,
  SetPlanMutation,
  plan,
  readStock,
  returnPart,
  stockedPart,
  techOrder,
  usePart,
} from './support/parts-labour.js';
import { TRANSITIONS, clientId, createOrder, newMachine } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

/** Only the stock fields a page of parts asks for: the list reads just the columns they need. */
const LowPartsQuery = graphql(`
  query TestLowParts($farmId: ID!) {
    spareParts(farmId: $farmId, filter: { lowStock: true }, first: 100) {
      edges {
        node {
          id
          reserved
          available
          lowStock
        }
      }
    }
  }
`);

const order = () => techOrder(gateway, tokens.manager, tokens.admin, FRM1);
const stock = (id: string) => readStock(gateway, tokens.admin, id);
const partsOf = async (id: string) =>
  expectData(await gql(gateway, OrderPartsQuery, { id }, { token: tokens.admin })).workOrder!;
const messageOf = (res: { body: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0];

describe('planned parts', () => {
  it('reserve stock: available = on hand − reserved; beyond available is refused naming it; low stock counts available', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 10, { minQuantity: 3 });
    const [a, b] = [await order(), await order()];
    const planned = expectData(await plan(gateway, tokens.tech, a.id, part.id, 5)).planWorkOrderPart;
    expect(planned).toMatchObject({ plannedQuantity: 5, reservedQuantity: 5, issuedQuantity: 0 });
    expect(await stock(part.id)).toMatchObject({ quantityOnHand: 10, reserved: 5, available: 5, lowStock: false });

    const refused = await plan(gateway, tokens.manager, b.id, part.id, 6);
    expect(errorCode(refused.body)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)?.message).toMatch(/Only 5 pcs .* available/);
    expect(messageOf(refused)?.extensions).toMatchObject({
      messageKey: 'notEnoughToReserve',
      messageParams: { available: 5, requested: 6 },
    });
    expect((await partsOf(b.id)).parts).toEqual([]);

    // 2 left available, at or below the minimum of 3: low, and the managers hear it once.
    expectData(await plan(gateway, tokens.manager, b.id, part.id, 3));
    expect(await stock(part.id)).toMatchObject({ quantityOnHand: 10, reserved: 8, available: 2, lowStock: true });
    const low = await gql(gateway, LowPartsQuery, { farmId: FRM1 }, { token: tokens.manager });
    expect(expectData(low).spareParts.edges.map((edge) => edge.node)).toContainEqual({
      id: part.id,
      reserved: 8,
      available: 2,
      lowStock: true,
    });
    const notices = expectData(
      await gql(gateway, NotificationsQuery, { farmId: FRM1 }, { token: tokens.manager }),
    ).notifications.filter((item) => item.link?.includes(part.id));
    expect(notices.map((item) => item.messageParams)).toEqual([expect.objectContaining({ quantity: 2, minimum: 3 })]);

    // A plain issue may not take what orders reserved either.
    const issue = await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 3 }, { token: tokens.tech });
    expect(messageOf(issue)?.extensions).toMatchObject({
      messageKey: 'notEnoughAvailable',
      messageParams: { available: 2 },
    });

    // The plan may change either way, and a part comes off while none of it was used.
    const line = (await partsOf(b.id)).parts[0];
    expect(
      errorCode((await gql(gateway, SetPlanMutation, { id: line.id, quantity: 6 }, { token: tokens.tech })).body),
    ).toBe('BAD_USER_INPUT');
    expectData(await gql(gateway, SetPlanMutation, { id: line.id, quantity: 1 }, { token: tokens.tech }));
    expect(await stock(part.id)).toMatchObject({ reserved: 6, available: 4, lowStock: false });
    expectData(await gql(gateway, RemovePartMutation, { id: line.id }, { token: tokens.tech }));
    expect(await stock(part.id)).toMatchObject({ reserved: 5, available: 5 });
    expect((await partsOf(b.id)).timeline.map((entry) => entry.action).slice(0, 3)).toEqual([
      'PART_REMOVE',
      'PART_PLAN',
      'PART_PLAN',
    ]);
  });

  it('a part is on an order once; a client id plans once', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 10);
    const a = await order();
    const id = clientId();
    const first = expectData(await plan(gateway, tokens.tech, a.id, part.id, 2, id)).planWorkOrderPart;
    const again = expectData(await plan(gateway, tokens.tech, a.id, part.id, 2, id)).planWorkOrderPart;
    expect(again).toEqual(first);
    expect(errorCode((await plan(gateway, tokens.tech, a.id, part.id, 1)).body)).toBe('CONFLICT');
    expect(errorCode((await plan(gateway, tokens.manager, (await order()).id, part.id, 1, id)).body)).toBe('CONFLICT');
    expect(await stock(part.id)).toMatchObject({ reserved: 2, available: 8 });
  });
});

describe('used and returned parts', () => {
  it('are ISSUE and RETURN movements linked to the order, at movement cost; using takes the reservation first', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 10, { unitCost: 4 });
    const a = await order();
    const line = expectData(await plan(gateway, tokens.tech, a.id, part.id, 4)).planWorkOrderPart;
    const used = expectData(
      await usePart(gateway, tokens.tech, a.id, { partId: part.id, quantity: 3 }),
    ).useWorkOrderPart;
    expect(used).toMatchObject({ id: line.id, issuedQuantity: 3, reservedQuantity: 1, cost: 12 });
    expect(await stock(part.id)).toMatchObject({ quantityOnHand: 7, reserved: 1, available: 6 });
    // More than planned: the reservation is used up, the rest comes from what is available.
    expectData(await usePart(gateway, tokens.manager, a.id, { partId: part.id, quantity: 2 }));
    expect(await stock(part.id)).toMatchObject({ quantityOnHand: 5, reserved: 0, available: 5 });

    const back = expectData(
      await returnPart(gateway, tokens.tech, a.id, { partId: part.id, quantity: 1 }),
    ).returnWorkOrderPart;
    expect(back).toMatchObject({
      issuedQuantity: 5,
      returnedQuantity: 1,
      usedQuantity: 4,
      reservedQuantity: 0,
      cost: 16,
    });
    const tooMany = await returnPart(gateway, tokens.tech, a.id, { partId: part.id, quantity: 4.5 });
    expect(messageOf(tooMany)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'workOrderReturnTooMuch',
      messageParams: { used: 4 },
    });
    // A part the order never used cannot come back through it.
    const other = await stockedPart(gateway, tokens.manager, FRM1, 1);
    expect(errorCode((await returnPart(gateway, tokens.tech, a.id, { partId: other.id, quantity: 1 })).body)).toBe(
      'BAD_USER_INPUT',
    );

    const after = await stock(part.id);
    expect(after.quantityOnHand).toBe(6);
    expect(after.movements.slice(0, 3).map((m) => [m.type, m.quantity, m.unitCost, m.workOrder?.id])).toEqual([
      ['RETURN', 1, 4, a.id],
      ['ISSUE', -2, 4, a.id],
      ['ISSUE', -3, 4, a.id],
    ]);
    const detail = await partsOf(a.id);
    expect(detail.cost).toMatchObject({ parts: 16, labour: 0, total: 16 });
    expect(detail.timeline.slice(0, 4).map((entry) => entry.action)).toEqual([
      'PART_RETURN',
      'PART_USE',
      'PART_USE',
      'PART_PLAN',
    ]);
    expect(detail.timeline[0].changes).toMatchObject({
      part: { after: part.partNumber },
      returned: { after: 1 },
    });
  });

  it('a client id moves stock once; another order cannot reuse it', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 5);
    const [a, b] = [await order(), await order()];
    const id = clientId();
    const answers = await Promise.all(
      [1, 2, 3].map(() => usePart(gateway, tokens.tech, a.id, { id, partId: part.id, quantity: 2 })),
    );
    for (const answer of answers) expect(expectData(answer).useWorkOrderPart.issuedQuantity).toBe(2);
    expect((await stock(part.id)).quantityOnHand).toBe(3);
    expect(errorCode((await usePart(gateway, tokens.tech, b.id, { id, partId: part.id, quantity: 1 })).body)).toBe(
      'CONFLICT',
    );
    expect(errorCode((await returnPart(gateway, tokens.tech, a.id, { id, partId: part.id, quantity: 1 })).body)).toBe(
      'CONFLICT',
    );
    expect((await stock(part.id)).quantityOnHand).toBe(3);
  });

  it('30 concurrent uses of a short part: exactly what is on hand is issued, none of another order’s reservation', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 12);
    const [reserving, other] = [await order(), await order()];
    expectData(await plan(gateway, tokens.tech, reserving.id, part.id, 5));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        usePart(gateway, tokens.tech, i % 2 ? reserving.id : other.id, { partId: part.id, quantity: 1 }),
      ),
    );
    const refused = answers.filter((answer) => answer.body.errors);
    expect(answers.length - refused.length).toBe(12);
    for (const answer of refused) expect(errorCode(answer.body)).toBe('BAD_USER_INPUT');
    const after = await stock(part.id);
    expect(after).toMatchObject({ quantityOnHand: 0, reserved: 0, available: 0 });
    const [mine, theirs] = [(await partsOf(reserving.id)).parts[0], (await partsOf(other.id)).parts[0]];
    // The reserving order got at least its reservation; the other at most what was free.
    expect(mine.issuedQuantity).toBeGreaterThanOrEqual(5);
    expect(theirs.issuedQuantity).toBeLessThanOrEqual(7);
    expect(mine.issuedQuantity + theirs.issuedQuantity).toBe(12);
  });

  it('concurrent plans never promise the same stock twice', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 10);
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await order());
    const answers = await Promise.all(orders.map((o) => plan(gateway, tokens.tech, o.id, part.id, 4)));
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(2);
    expect(await stock(part.id)).toMatchObject({ quantityOnHand: 10, reserved: 8, available: 2 });
  });
});

describe('closing an order', () => {
  it('cancelling or completing releases what it still reserves; reopening does not reserve again', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 10, { unitCost: 2 });
    const [cancelled, completed] = [await order(), await order()];
    expectData(await plan(gateway, tokens.tech, cancelled.id, part.id, 4));
    expectData(await plan(gateway, tokens.tech, completed.id, part.id, 3));
    expectData(await TRANSITIONS.start(gateway, completed.id, tokens.tech));
    expectData(await usePart(gateway, tokens.tech, completed.id, { partId: part.id, quantity: 1 }));
    expect(await stock(part.id)).toMatchObject({ quantityOnHand: 9, reserved: 6, available: 3 });

    expectData(await TRANSITIONS.cancel(gateway, cancelled.id, tokens.manager));
    expect(await stock(part.id)).toMatchObject({ quantityOnHand: 9, reserved: 2, available: 7 });
    const [cancel] = (await partsOf(cancelled.id)).timeline;
    expect(cancel).toMatchObject({
      action: 'CANCEL',
      changes: { releasedParts: { before: [{ partNumber: part.partNumber, quantity: 4 }], after: null } },
    });

    expectData(await TRANSITIONS.complete(gateway, completed.id, tokens.tech));
    expect(await stock(part.id)).toMatchObject({ quantityOnHand: 9, reserved: 0, available: 9 });
    const done = await partsOf(completed.id);
    expect(done.parts[0]).toMatchObject({ plannedQuantity: 3, reservedQuantity: 0, usedQuantity: 1 });
    expect(done.cost).toMatchObject({ parts: 2, total: 2 });

    // Closed: nothing moves; the refusal names the status.
    const closed = await usePart(gateway, tokens.tech, completed.id, { partId: part.id, quantity: 1 });
    expect(messageOf(closed)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageParams: { status: 'COMPLETED' },
    });
    expect(errorCode((await plan(gateway, tokens.manager, cancelled.id, part.id, 1)).body)).toBe('BAD_USER_INPUT');

    expectData(await TRANSITIONS.reopen(gateway, completed.id, tokens.manager));
    expect((await stock(part.id)).reserved).toBe(0);
    const line = (await partsOf(completed.id)).parts[0];
    expectData(await gql(gateway, SetPlanMutation, { id: line.id, quantity: 3 }, { token: tokens.manager }));
    expect(await stock(part.id)).toMatchObject({ quantityOnHand: 9, reserved: 2, available: 7 });
  });
});

describe('who may', () => {
  it('an unassigned technician, a viewer and outsiders are refused; another farm’s part is refused; nothing changes', async () => {
    const part = await stockedPart(gateway, tokens.manager, FRM1, 10);
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const unassigned = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id });
    expect(errorCode((await plan(gateway, tokens.tech, unassigned.id, part.id, 1)).body)).toBe('FORBIDDEN');
    expect(errorCode((await usePart(gateway, tokens.tech, unassigned.id, { partId: part.id, quantity: 1 })).body)).toBe(
      'FORBIDDEN',
    );
    for (const account of ['viewer', 'nofarm'] as const)
      expect(errorCode((await plan(gateway, tokens[account], unassigned.id, part.id, 1)).body), account).toBe(
        'FORBIDDEN',
      );

    // The viewer is a member of FRM-002: reading is all they may do there.
    const theirs = await stockedPart(gateway, tokens.admin, FRM2, 5);
    const theirMachine = await newMachine(gateway, tokens.admin, FRM2);
    const theirOrder = await createOrder(gateway, tokens.admin, { farmId: FRM2, equipmentId: theirMachine.id });
    expect(errorCode((await plan(gateway, tokens.viewer, theirOrder.id, theirs.id, 1)).body)).toBe('FORBIDDEN');
    expect(
      errorCode((await usePart(gateway, tokens.viewer, theirOrder.id, { partId: theirs.id, quantity: 1 })).body),
    ).toBe('FORBIDDEN');

    // A part of another farm, named on this farm's order, by a manager of both sides or the admin.
    const mine = await order();
    const elsewhere = await stockedPart(gateway, tokens.admin, FRM3, 5);
    for (const token of [tokens.manager, tokens.admin]) {
      const res = await plan(gateway, token, mine.id, elsewhere.id, 1);
      expect(messageOf(res)?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'workOrderPartNotInFarm',
      });
      expect(errorCode((await usePart(gateway, token, mine.id, { partId: theirs.id, quantity: 1 })).body)).toBe(
        'BAD_USER_INPUT',
      );
    }
    for (const id of [part.id, theirs.id, elsewhere.id])
      expect(await stock(id)).toMatchObject({ reserved: 0, movements: expect.any(Array) });
    expect((await stock(part.id)).quantityOnHand).toBe(10);
    expect((await stock(theirs.id)).quantityOnHand).toBe(5);
    expect((await stock(elsewhere.id)).quantityOnHand).toBe(5);
    // A line of another farm's order is not there for an outsider.
    expectData(await plan(gateway, tokens.admin, theirOrder.id, theirs.id, 1));
    const line = (await partsOf(theirOrder.id)).parts[0];
    expect(errorCode((await gql(gateway, RemovePartMutation, { id: line.id }, { token: tokens.tech })).body)).toBe(
      'FORBIDDEN',
    );
  });
});

describe('the books', () => {
  it('every part’s reserved is Σ of its lines’ reservations, and its stock Σ of its movements', async () => {
    const { rows } = (await gateway.database.db.execute(
      `
      SELECT p.id, p.quantity_reserved::float AS reserved, p.quantity_on_hand::float AS on_hand,
        coalesce((SELECT sum(l.reserved_quantity) FROM work_order_parts l WHERE l.farm_id = p.farm_id AND l.part_id = p.id), 0)::float AS lines,
        coalesce((SELECT sum(m.quantity) FROM stock_movements m WHERE m.farm_id = p.farm_id AND m.part_id = p.id), 0)::float AS ledger
      FROM spare_parts p` as never,
    )) as unknown as {
      rows: { id: string; reserved: number; on_hand: number; lines: number; ledger: number }[];
    };
    const wrong = rows.filter((row) => row.reserved !== row.lines || row.ledger !== row.on_hand);
    expect(wrong).toEqual([]);
    expect(rows.filter((row) => row.on_hand < row.reserved)).toEqual([]);
  });
});

// The stock ledger: receiveStock (weighted-average unit cost), adjustStock (reason required,
// never below zero), issueStock (never more than on hand), Σ movements = quantity on hand
// after every operation, and concurrent issues and receipts that neither overdraw nor lose
// an update.
import { describe, expect, it } from 'vitest';
import { gql, gqlRaw } from './support/gateway.js';
import {
  FRM1,
  MACCOUNTS,
  createPart,
  expectData,
  expectError,
  ledgerSum,
  maintenanceSuite,
  changesOf,
  checkedPart,
} from './support/maintenance.js';
import {
  AdjustStockMutation,
  IssueStockMutation,
  ReceiveStockMutation,
  UpdateSparePartMutation,
} from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

describe('receive / adjust / issue', () => {
  it('receiveStock adds stock and moves the unit cost to the weighted average; the ledger follows', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, unitCost: 0 });
    const r1 = expectData(
      await gql(
        gateway,
        ReceiveStockMutation,
        { partId: part.id, quantity: 10, unitCost: 5, note: 'first' },
        { token: tokens.manager },
      ),
    ).receiveStock;
    expect(r1).toEqual(expect.objectContaining({ quantityOnHand: 10, unitCost: 5, stockValue: 50 }));
    const r2 = expectData(
      await gql(
        gateway,
        ReceiveStockMutation,
        { partId: part.id, quantity: 30, unitCost: 9 },
        { token: tokens.manager },
      ),
    ).receiveStock;
    // (10 × 5 + 30 × 9) / 40 = 8
    expect(r2).toEqual(expect.objectContaining({ quantityOnHand: 40, unitCost: 8, stockValue: 320 }));
    const r3 = expectData(
      await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 5 }, { token: tokens.admin }),
    ).receiveStock;
    expect(r3).toEqual(expect.objectContaining({ quantityOnHand: 45, unitCost: 8 }));
    const r4 = expectData(
      await gql(
        gateway,
        ReceiveStockMutation,
        { partId: part.id, quantity: 3, unitCost: 10.01 },
        { token: tokens.manager },
      ),
    ).receiveStock;
    // (45 × 8 + 3 × 10.01) / 48 = 8.125625 → 8.13
    expect(r4.unitCost).toBeCloseTo(8.13, 2);
    const detail = await checkedPart(gateway, tokens.admin, part.id);
    expect(detail.quantityOnHand).toBe(48);
    expect(detail.movements.map((m) => [m.type, m.quantity, m.unitCost, m.balanceAfter])).toEqual([
      ['RECEIPT', 3, 10.01, 48],
      ['RECEIPT', 5, null, 45],
      ['RECEIPT', 30, 9, 40],
      ['RECEIPT', 10, 5, 10],
    ]);
    expect(detail.movements[3].note).toBe('first');
    expect(detail.movements[1].createdByName).toBe(MACCOUNTS.admin.name);
    expect(detail.history.filter((h) => h.action === 'RECEIPT')).toHaveLength(4);
    expect(changesOf(detail.history[0])).toEqual({ quantityOnHand: { before: 45, after: 48 } });
  });

  it('receiveStock with quantity 0 or negative, or a negative cost, is BAD_USER_INPUT and changes nothing', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, unitCost: 2 });
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 4 }, { token: tokens.manager });
    const before = await checkedPart(gateway, tokens.admin, part.id);
    const rejected: { quantity: number; unitCost?: number }[] = [
      { quantity: 0 },
      { quantity: -3 },
      { quantity: 2, unitCost: -1 },
    ];
    for (const vars of rejected) {
      expectError(
        await gql(gateway, ReceiveStockMutation, { partId: part.id, ...vars }, { token: tokens.manager }),
        'BAD_USER_INPUT',
        JSON.stringify(vars),
      );
    }
    expect(await checkedPart(gateway, tokens.admin, part.id)).toEqual(before);
  });

  it('adjustStock needs a reason and may not take the stock below zero; a rejected one changes nothing', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1 });
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 10 }, { token: tokens.manager });
    const down = expectData(
      await gql(
        gateway,
        AdjustStockMutation,
        { partId: part.id, quantity: -3, reason: 'Stock count' },
        { token: tokens.manager },
      ),
    ).adjustStock;
    expect(down.quantityOnHand).toBe(7);
    const up = expectData(
      await gql(
        gateway,
        AdjustStockMutation,
        { partId: part.id, quantity: 1.5, reason: 'Found in van' },
        { token: tokens.admin },
      ),
    ).adjustStock;
    expect(up.quantityOnHand).toBe(8.5);
    const before = await checkedPart(gateway, tokens.admin, part.id);
    expect(before.movements.slice(0, 2).map((m) => [m.type, m.quantity, m.note])).toEqual([
      ['ADJUSTMENT', 1.5, 'Found in van'],
      ['ADJUSTMENT', -3, 'Stock count'],
    ]);
    const rejected = [
      { quantity: -9, reason: 'Too much' },
      { quantity: -2, reason: '' },
      { quantity: -2, reason: '   ' },
      { quantity: 0, reason: 'Nothing' },
    ];
    for (const vars of rejected) {
      const res = await gql(gateway, AdjustStockMutation, { partId: part.id, ...vars }, { token: tokens.manager });
      expectError(res, 'BAD_USER_INPUT', JSON.stringify(vars));
    }
    const { print } = await import('graphql');
    const noReason = await gqlRaw(
      gateway,
      print(AdjustStockMutation),
      { partId: part.id, quantity: -1 },
      { token: tokens.manager },
    );
    expect(noReason.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await checkedPart(gateway, tokens.admin, part.id)).toEqual(before);
  });

  it('issueStock takes stock out; more than on hand is BAD_USER_INPUT naming the quantities and changes nothing', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, unit: 'L', unitCost: 4 });
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 12 }, { token: tokens.manager });
    const issued = expectData(
      await gql(
        gateway,
        IssueStockMutation,
        { partId: part.id, quantity: 2.5, note: 'Oil change TR-01' },
        { token: tokens.tech },
      ),
    ).issueStock;
    expect(issued.quantityOnHand).toBe(9.5);
    const before = await checkedPart(gateway, tokens.admin, part.id);
    expect(before.movements[0]).toEqual(
      expect.objectContaining({
        type: 'ISSUE',
        quantity: -2.5,
        balanceAfter: 9.5,
        note: 'Oil change TR-01',
        createdByName: MACCOUNTS.tech.name,
      }),
    );
    expect(before.history[0]).toEqual(expect.objectContaining({ action: 'ISSUE', actorName: MACCOUNTS.tech.name }));
    const res = await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 10 }, { token: tokens.tech });
    expectError(res, 'BAD_USER_INPUT');
    expect(res.body.errors?.[0].message).toContain('9.5');
    expect(res.body.errors?.[0].message).toContain('10');
    expect(res.body.errors?.[0].extensions).toMatchObject({
      messageKey: 'notEnoughStock',
      messageParams: { onHand: 9.5, unit: 'L', requested: 10 },
    });
    for (const quantity of [0, -1]) {
      expectError(
        await gql(gateway, IssueStockMutation, { partId: part.id, quantity }, { token: tokens.tech }),
        'BAD_USER_INPUT',
        `issue ${quantity}`,
      );
    }
    expect(await checkedPart(gateway, tokens.admin, part.id)).toEqual(before);
    // Exactly what is on hand may go.
    const all = expectData(
      await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 9.5 }, { token: tokens.manager }),
    ).issueStock;
    expect(all.quantityOnHand).toBe(0);
    expect((await checkedPart(gateway, tokens.admin, part.id)).quantityOnHand).toBe(0);
  });

  it('Σ movements equals quantityOnHand after every operation of a mixed sequence', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1 });
    const steps: [string, () => Promise<unknown>][] = [
      [
        'receive 7',
        () => gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 7 }, { token: tokens.manager }),
      ],
      ['issue 2', () => gql(gateway, IssueStockMutation, { partId: part.id, quantity: 2 }, { token: tokens.tech })],
      [
        'adjust +0.25',
        () =>
          gql(
            gateway,
            AdjustStockMutation,
            { partId: part.id, quantity: 0.25, reason: 'Recount' },
            { token: tokens.manager },
          ),
      ],
      [
        'issue 99 (rejected)',
        () => gql(gateway, IssueStockMutation, { partId: part.id, quantity: 99 }, { token: tokens.tech }),
      ],
      [
        'adjust -5.25',
        () =>
          gql(
            gateway,
            AdjustStockMutation,
            { partId: part.id, quantity: -5.25, reason: 'Damaged' },
            { token: tokens.manager },
          ),
      ],
      [
        'receive 0.125',
        () => gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 0.125 }, { token: tokens.manager }),
      ],
    ];
    const expected = [7, 5, 5.25, 5.25, 0, 0.125];
    for (const [i, [label, step]] of steps.entries()) {
      await step();
      const detail = await checkedPart(gateway, tokens.admin, part.id);
      expect(detail.quantityOnHand, label).toBe(expected[i]);
      expect(ledgerSum(detail.movements), label).toBe(expected[i]);
    }
  });

  it('stock writes on an unknown part are NOT_FOUND', async () => {
    const partId = '3f1d7c0e-0000-4000-8000-0000000000bb';
    expectError(
      await gql(gateway, ReceiveStockMutation, { partId, quantity: 1 }, { token: tokens.admin }),
      'NOT_FOUND',
    );
    expectError(await gql(gateway, IssueStockMutation, { partId, quantity: 1 }, { token: tokens.admin }), 'NOT_FOUND');
    expectError(
      await gql(gateway, AdjustStockMutation, { partId, quantity: 1, reason: 'why not' }, { token: tokens.admin }),
      'NOT_FOUND',
    );
    expectError(
      await gql(gateway, UpdateSparePartMutation, { id: 'nope', input: { name: 'x' } }, { token: tokens.admin }),
      'NOT_FOUND',
    );
  });
});

describe('concurrency', () => {
  it('12 concurrent issues of 3 from 20 on hand: exactly 6 succeed, 6 are BAD_USER_INPUT, 2 left, ledger = 2', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, unitCost: 1 });
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 15 }, { token: tokens.manager });
    await gql(
      gateway,
      AdjustStockMutation,
      { partId: part.id, quantity: 5, reason: 'Opening count' },
      { token: tokens.manager },
    );
    expect((await checkedPart(gateway, tokens.admin, part.id)).quantityOnHand).toBe(20);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        gql(
          gateway,
          IssueStockMutation,
          { partId: part.id, quantity: 3, note: `racer ${i}` },
          { token: i % 2 ? tokens.tech : tokens.manager },
        ),
      ),
    );
    const ok = results.filter((res) => !res.body.errors);
    const failed = results.filter((res) => res.body.errors);
    expect(ok).toHaveLength(6);
    expect(failed).toHaveLength(6);
    for (const res of failed) expectError(res, 'BAD_USER_INPUT');
    const detail = await checkedPart(gateway, tokens.admin, part.id);
    expect(detail.quantityOnHand).toBe(2);
    expect(ledgerSum(detail.movements)).toBe(2);
    expect(detail.movements.filter((m) => m.type === 'ISSUE')).toHaveLength(6);
    expect(detail.history.filter((h) => h.action === 'ISSUE')).toHaveLength(6);
  });

  it('concurrent receipts and issues never lose an update', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1 });
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 50 }, { token: tokens.manager });
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 2 }, { token: tokens.manager }),
      ),
      ...Array.from({ length: 8 }, () =>
        gql(gateway, IssueStockMutation, { partId: part.id, quantity: 1 }, { token: tokens.tech }),
      ),
    ]);
    for (const res of results) expect(res.body.errors).toBeUndefined();
    const detail = await checkedPart(gateway, tokens.admin, part.id);
    expect(detail.quantityOnHand).toBe(50 + 16 - 8);
  });
});

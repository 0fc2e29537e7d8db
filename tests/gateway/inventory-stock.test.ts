// Spare-part writes and the stock ledger: create / update (duplicate part number,
// compatible machines of another farm), receiveStock (weighted-average unit cost),
// adjustStock (reason required, never below zero), issueStock (never more than on hand),
// Σ movements = quantity on hand after every operation, concurrent issues that cannot
// overdraw, and the low-stock notification sent once per crossing to the farm's managers.
import { describe, expect, it } from 'vitest';
import { gql, gqlRaw } from './support/gateway.js';
import {
  FRM1,
  FRM2,
  MACCOUNTS,
  createMachine,
  createPart,
  expectData,
  expectError,
  expectLedgerConsistent,
  ledgerSum,
  listParts,
  meteredMachineOf,
  readMachine,
  readPart,
  uniqueCode,
  maintenanceSuite,
  changesOf,
} from './support/maintenance.js';
import {
  AdjustStockMutation,
  CreateSparePartMutation,
  IssueStockMutation,
  NotificationsQuery,
  ReceiveStockMutation,
  UpdateNotificationMutation,
  UpdateSparePartMutation,
} from './support/operations.js';

const { gateway, tokens } = maintenanceSuite();

/** Reads the part back and checks its ledger; returns it. */
async function checked(id: string) {
  const part = await readPart(gateway, tokens.admin, id);
  expectLedgerConsistent(part);
  return part;
}

describe('createSparePart / updateSparePart', () => {
  it('creates a part with 0 on hand, its defaults, compatible machines of the farm and a CREATE entry', async () => {
    const machine = meteredMachineOf(FRM1);
    const partNumber = uniqueCode('NEWP');
    const res = await gql(
      gateway,
      CreateSparePartMutation,
      {
        input: {
          farmId: FRM1,
          partNumber,
          name: 'Hydraulic filter',
          category: 'Filters',
          unit: 'PCS',
          storageLocation: 'Shelf Z1',
          supplier: 'Agri Supply',
          compatibleEquipmentIds: [machine.id],
        },
      },
      { token: tokens.manager },
    );
    const created = expectData(res).createSparePart;
    expect(created).toEqual(
      expect.objectContaining({
        partNumber,
        quantityOnHand: 0,
        minQuantity: 0,
        reorderQuantity: 0,
        unitCost: 0,
        stockValue: 0,
        compatibleEquipment: [{ id: machine.id }],
      }),
    );
    const part = await checked(created.id);
    expect(part.movements).toEqual([]);
    expect(part.history).toHaveLength(1);
    expect(part.history[0]).toEqual(expect.objectContaining({ action: 'CREATE', actorName: MACCOUNTS.manager.name }));
    expect(changesOf(part.history[0]).partNumber).toEqual({ before: null, after: partNumber });
    const compatible = await readMachine(gateway, tokens.manager, machine.id);
    expect(compatible.compatibleParts.map((p) => p.id)).toContain(created.id);
  });

  it('a duplicate part number in the farm is CONFLICT and creates nothing; the same number in another farm is fine', async () => {
    const original = await createPart(gateway, tokens.manager, { farmId: FRM1, name: 'Original part' });
    const before = (await listParts(gateway, tokens.admin, { farmId: FRM1 })).totalCount;
    const res = await gql(
      gateway,
      CreateSparePartMutation,
      { input: { farmId: FRM1, partNumber: original.partNumber, name: 'Impostor', unit: 'L' } },
      { token: tokens.manager },
    );
    expectError(res, 'CONFLICT');
    expect(res.body.errors?.[0].message).toContain(original.partNumber);
    expect((await listParts(gateway, tokens.admin, { farmId: FRM1 })).totalCount).toBe(before);
    expect((await readPart(gateway, tokens.admin, original.id)).name).toBe('Original part');
    // The admin writes there: on FRM-002 the manager account is a technician.
    const elsewhere = await createPart(gateway, tokens.admin, { farmId: FRM2, partNumber: original.partNumber });
    expect(elsewhere.farmId).toBe(FRM2);
  });

  it('compatibleEquipmentIds with a machine of another farm is BAD_USER_INPUT: nothing created, links unchanged', async () => {
    const own = meteredMachineOf(FRM1);
    const foreign = meteredMachineOf(FRM2);
    const partNumber = uniqueCode('XFE');
    const res = await gql(
      gateway,
      CreateSparePartMutation,
      {
        input: {
          farmId: FRM1,
          partNumber,
          name: 'Foreign link',
          unit: 'PCS',
          compatibleEquipmentIds: [own.id, foreign.id],
        },
      },
      { token: tokens.manager },
    );
    expectError(res, 'BAD_USER_INPUT');
    expect((await listParts(gateway, tokens.admin, { farmId: FRM1, filter: { text: partNumber } })).totalCount).toBe(0);

    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, compatibleEquipmentIds: [own.id] });
    const before = await readPart(gateway, tokens.admin, part.id);
    const update = await gql(
      gateway,
      UpdateSparePartMutation,
      { id: part.id, input: { name: 'Renamed', compatibleEquipmentIds: [foreign.id] } },
      { token: tokens.manager },
    );
    expectError(update, 'BAD_USER_INPUT');
    expect(await readPart(gateway, tokens.admin, part.id)).toEqual(before);
    expect((await readMachine(gateway, tokens.admin, foreign.id)).compatibleParts.map((p) => p.id)).not.toContain(
      part.id,
    );
  });

  it('updates fields and links with an UPDATE entry; a duplicate number is CONFLICT and changes nothing', async () => {
    const [m1, m2] = [
      await createMachine(gateway, tokens.manager, { farmId: FRM1 }),
      await createMachine(gateway, tokens.manager, { farmId: FRM1 }),
    ];
    const part = await createPart(gateway, tokens.manager, {
      farmId: FRM1,
      name: 'Belt',
      minQuantity: 2,
      compatibleEquipmentIds: [m1.id],
    });
    const res = await gql(
      gateway,
      UpdateSparePartMutation,
      { id: part.id, input: { name: 'V-belt', minQuantity: 4, compatibleEquipmentIds: [m2.id] } },
      { token: tokens.admin },
    );
    expect(expectData(res).updateSparePart).toEqual(
      expect.objectContaining({ name: 'V-belt', minQuantity: 4, compatibleEquipment: [{ id: m2.id }] }),
    );
    const after = await readPart(gateway, tokens.manager, part.id);
    expect(after.history[0]).toEqual(expect.objectContaining({ action: 'UPDATE', actorName: MACCOUNTS.admin.name }));
    expect(changesOf(after.history[0]).name).toEqual({ before: 'Belt', after: 'V-belt' });
    expect(changesOf(after.history[0]).minQuantity).toEqual({ before: 2, after: 4 });
    expect((await readMachine(gateway, tokens.manager, m1.id)).compatibleParts).toEqual([]);

    const other = await createPart(gateway, tokens.manager, { farmId: FRM1 });
    const before = await readPart(gateway, tokens.admin, part.id);
    const dup = await gql(
      gateway,
      UpdateSparePartMutation,
      { id: part.id, input: { partNumber: other.partNumber, name: 'Dup' } },
      { token: tokens.manager },
    );
    expectError(dup, 'CONFLICT');
    expect(await readPart(gateway, tokens.admin, part.id)).toEqual(before);

    for (const input of [{ name: '' }, { minQuantity: -1 }, { unitCost: -0.5 }]) {
      expectError(
        await gql(gateway, UpdateSparePartMutation, { id: part.id, input }, { token: tokens.manager }),
        'BAD_USER_INPUT',
        JSON.stringify(input),
      );
    }
    const { print } = await import('graphql');
    const badUnit = await gqlRaw(
      gateway,
      print(UpdateSparePartMutation),
      { id: part.id, input: { unit: 'BARRELS' } },
      { token: tokens.manager },
    );
    expect(badUnit.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await readPart(gateway, tokens.admin, part.id)).toEqual(before);
  });
});

describe('updateSparePart history of compatible machines', () => {
  it('records the links before and after a change', async () => {
    const [m1, m2] = [
      await createMachine(gateway, tokens.manager, { farmId: FRM1 }),
      await createMachine(gateway, tokens.manager, { farmId: FRM1 }),
    ];
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, compatibleEquipmentIds: [m1.id] });
    const res = await gql(
      gateway,
      UpdateSparePartMutation,
      { id: part.id, input: { compatibleEquipmentIds: [m2.id] } },
      { token: tokens.manager },
    );
    expectData(res);
    const detail = await readPart(gateway, tokens.manager, part.id);
    expect(detail.history[0].action).toBe('UPDATE');
    expect(changesOf(detail.history[0]).compatibleEquipmentIds).toEqual({ before: [m1.id], after: [m2.id] });
  });
});

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
    const detail = await checked(part.id);
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
    const before = await checked(part.id);
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
    expect(await checked(part.id)).toEqual(before);
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
    const before = await checked(part.id);
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
    expect(await checked(part.id)).toEqual(before);
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
    const before = await checked(part.id);
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
    expect(await checked(part.id)).toEqual(before);
    // Exactly what is on hand may go.
    const all = expectData(
      await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 9.5 }, { token: tokens.manager }),
    ).issueStock;
    expect(all.quantityOnHand).toBe(0);
    expect((await checked(part.id)).quantityOnHand).toBe(0);
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
      const detail = await checked(part.id);
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
    expect((await checked(part.id)).quantityOnHand).toBe(20);
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
    const detail = await checked(part.id);
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
    const detail = await checked(part.id);
    expect(detail.quantityOnHand).toBe(50 + 16 - 8);
  });
});

describe('low-stock notifications', () => {
  const lowStockFor = async (token: string, partId: string) => {
    const res = await gql(gateway, NotificationsQuery, { farmId: FRM1 }, { token });
    const items = expectData(res).notifications;
    return items.filter((item) => item.link?.includes(partId));
  };

  it('crossing the minimum notifies the farm’s managers once; back above and down again notifies again', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, name: 'Grease cartridge', minQuantity: 5 });
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 20 }, { token: tokens.manager });
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(0);

    const crossing = expectData(
      await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 16 }, { token: tokens.tech }),
    ).issueStock;
    expect(crossing).toEqual(expect.objectContaining({ quantityOnHand: 4, lowStock: true }));
    const first = await lowStockFor(tokens.manager, part.id);
    expect(first).toHaveLength(1);
    expect(first[0].farmId).toBe(FRM1);
    expect(first[0].read).toBe(false);
    expect(`${first[0].title} ${first[0].description}`).toMatch(/low stock/i);
    expect(first[0].description).toContain('Grease cartridge');
    // What the web client translates into the reader's language.
    expect(first[0].messageKey).toBe('lowStock');
    expect(first[0].messageParams).toEqual({
      name: 'Grease cartridge',
      partNumber: part.partNumber,
      quantity: 4,
      minimum: 5,
      unit: part.unit,
    });
    expect(await lowStockFor(tokens.tech, part.id)).toHaveLength(0);
    expect(await lowStockFor(tokens.admin, part.id)).toHaveLength(0);

    await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 1 }, { token: tokens.tech });
    await gql(
      gateway,
      AdjustStockMutation,
      { partId: part.id, quantity: -1, reason: 'Leaking' },
      { token: tokens.manager },
    );
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(1);

    const back = expectData(
      await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 10 }, { token: tokens.manager }),
    ).receiveStock;
    expect(back).toEqual(expect.objectContaining({ quantityOnHand: 12, lowStock: false }));
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(1);
    await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 7 }, { token: tokens.tech });
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(2);
    expect(await lowStockFor(tokens.tech, part.id)).toHaveLength(0);
    await checked(part.id);
  });

  it('the reader may reword a low-stock notification: their words then replace the translated message', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, minQuantity: 3 });
    // Received to 1, still at or below the minimum of 3: the first movement notifies.
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 1 }, { token: tokens.manager });
    const [notification] = await lowStockFor(tokens.manager, part.id);
    expect(notification.messageKey).toBe('lowStock');
    const marked = expectData(
      await gql(
        gateway,
        UpdateNotificationMutation,
        { id: notification.id, input: { read: true } },
        { token: tokens.manager },
      ),
    ).updateNotification;
    expect(marked.messageKey).toBe('lowStock');
    const reworded = expectData(
      await gql(
        gateway,
        UpdateNotificationMutation,
        { id: notification.id, input: { title: 'Order grease' } },
        { token: tokens.manager },
      ),
    ).updateNotification;
    expect(reworded).toEqual(expect.objectContaining({ title: 'Order grease', messageKey: null, messageParams: null }));
  });

  it('a rejected issue sends no notification; concurrent crossings send exactly one', async () => {
    const part = await createPart(gateway, tokens.manager, { farmId: FRM1, minQuantity: 10 });
    await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 12 }, { token: tokens.manager });
    expectError(
      await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 13 }, { token: tokens.tech }),
      'BAD_USER_INPUT',
    );
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(0);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        gql(gateway, IssueStockMutation, { partId: part.id, quantity: 2 }, { token: tokens.tech }),
      ),
    );
    for (const res of results) expect(res.body.errors).toBeUndefined();
    expect((await checked(part.id)).quantityOnHand).toBe(0);
    expect(await lowStockFor(tokens.manager, part.id)).toHaveLength(1);
  });
});

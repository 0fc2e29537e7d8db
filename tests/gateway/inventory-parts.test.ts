// Spare-part writes: createSparePart (its defaults, compatible machines of the farm, a CREATE
// entry; a duplicate part number is CONFLICT, a machine of another farm BAD_USER_INPUT) and
// updateSparePart (fields and links with an UPDATE entry, the links before and after), each
// rejected write re-read to prove nothing changed.
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
  listParts,
  meteredMachineOf,
  readMachine,
  readPart,
  uniqueCode,
  maintenanceSuite,
  changesOf,
  checkedPart,
} from './support/maintenance.js';
import { CreateSparePartMutation, UpdateSparePartMutation } from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

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
    const part = await checkedPart(gateway, tokens.admin, created.id);
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

// equipment(id) and createEquipment: what the detail of a seeded machine shows (readings
// newest first, parent and children, compatible parts), unknown ids, a machine created with
// every field (its first reading, its CREATE history entry) or with the defaults, and the
// rejected creates (duplicate code, also under concurrent creates; a NONE meter with a value;
// a foreign parent; an unknown enum; invalid values), each re-read to prove nothing changed.
import { describe, expect, it } from 'vitest';
import { gql, gqlRaw } from './support/gateway.js';
import {
  FRM1,
  FRM2,
  MACCOUNTS,
  createMachine,
  expectData,
  expectError,
  listMachines,
  machinesOf,
  maintenanceOf,
  meteredMachineOf,
  readMachine,
  uniqueCode,
  maintenanceSuite,
  changesOf,
} from './support/maintenance.js';
import {
  CreateEquipmentMutation,
  EquipmentQuery,
  RecordMeterReadingMutation,
  RetireEquipmentMutation,
  UpdateEquipmentMutation,
} from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

describe('equipment(id): the seeded detail', () => {
  it('shows readings newest first, children, parent and compatible parts of a seeded machine', async () => {
    const farm = maintenanceOf(FRM1);
    const child = farm.machines.find((m) => m.parentId)!;
    const parent = farm.machines.find((m) => m.id === child.parentId)!;
    const detail = await readMachine(gateway, tokens.manager, parent.id);
    expect(detail.code).toBe(parent.code);
    expect(detail.children.map((c) => c.id).sort()).toEqual(
      farm.machines
        .filter((m) => m.parentId === parent.id)
        .map((m) => m.id)
        .sort(),
    );
    expect(detail.parent).toBeNull();
    const childDetail = await readMachine(gateway, tokens.manager, child.id);
    expect(childDetail.parent).toEqual({ id: parent.id, code: parent.code });

    const readings = farm.readings.filter((r) => r.equipmentId === parent.id);
    expect(detail.readings.map((r) => r.id)).toEqual(
      [...readings].sort((a, b) => a.readAt.minutesAgo - b.readAt.minutesAgo).map((r) => r.id),
    );
    const times = detail.readings.map((r) => Date.parse(r.readAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const tr = meteredMachineOf(FRM1);
    const trDetail = await readMachine(gateway, tokens.manager, tr.id);
    const linked = farm.compatibility.filter((link) => link.equipmentId === tr.id).map((link) => link.partId);
    expect(trDetail.compatibleParts.map((p) => p.id).sort()).toEqual([...linked].sort());
    expect(trDetail.meterValue).toBe(tr.meterValue);
  });

  it('an unknown id and a non-uuid id are NOT_FOUND', async () => {
    for (const id of ['3f1d7c0e-0000-4000-8000-000000000000', 'not-a-uuid', '1', "' OR 1=1 --"]) {
      const res = await gql(gateway, EquipmentQuery, { id }, { token: tokens.admin });
      expectError(res, 'NOT_FOUND', id);
      expect(res.body.data?.equipment ?? null).toBeNull();
    }
  });

  it('writes on an unknown machine are NOT_FOUND', async () => {
    const id = '3f1d7c0e-0000-4000-8000-000000000001';
    expectError(
      await gql(gateway, UpdateEquipmentMutation, { id, input: { name: 'x' } }, { token: tokens.admin }),
      'NOT_FOUND',
    );
    expectError(await gql(gateway, RetireEquipmentMutation, { id }, { token: tokens.admin }), 'NOT_FOUND');
    expectError(
      await gql(gateway, RecordMeterReadingMutation, { equipmentId: id, value: 1 }, { token: tokens.admin }),
      'NOT_FOUND',
    );
    expectError(await gql(gateway, RetireEquipmentMutation, { id: 'nope' }, { token: tokens.admin }), 'NOT_FOUND');
  });
});

describe('createEquipment', () => {
  it('creates a machine with every field, its first reading and a CREATE history entry by the manager', async () => {
    const code = uniqueCode('NEW');
    const input = {
      farmId: FRM1,
      code,
      name: 'Fendt 724 Vario',
      category: 'TRACTOR' as const,
      make: 'Fendt',
      model: '724 Vario',
      serialNumber: 'FEN-724-0001',
      year: 2022,
      status: 'NEEDS_ATTENTION' as const,
      criticality: 'HIGH' as const,
      location: 'Main yard',
      meterUnit: 'HOURS' as const,
      meterValue: 125.5,
      purchaseDate: '2022-03-01',
      purchaseCost: 245000.5,
      warrantyEnd: '2025-03-01',
      notes: 'Front loader fitted',
    };
    const res = await gql(gateway, CreateEquipmentMutation, { input }, { token: tokens.manager });
    const created = expectData(res).createEquipment;
    const { farmId, ...rest } = input;
    expect(created).toEqual(expect.objectContaining({ ...rest, farmId, parent: null }));

    const detail = await readMachine(gateway, tokens.manager, created.id);
    expect(detail).toEqual(expect.objectContaining({ ...rest, photoUrl: null, children: [], compatibleParts: [] }));
    expect(detail.readings).toHaveLength(1);
    expect(detail.readings[0]).toEqual(
      expect.objectContaining({ value: 125.5, recordedByName: MACCOUNTS.manager.name }),
    );
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0].action).toBe('CREATE');
    expect(detail.history[0].actorName).toBe(MACCOUNTS.manager.name);
    expect(changesOf(detail.history[0]).code).toEqual({ before: null, after: code });
    expect(changesOf(detail.history[0]).name).toEqual({ before: null, after: 'Fendt 724 Vario' });

    const listed = await listMachines(gateway, tokens.manager, { farmId: FRM1, filter: { text: code } });
    expect(listed.edges.map((e) => e.node.id)).toEqual([created.id]);
  });

  it('applies the defaults: OPERATIONAL, MEDIUM, HOURS, meter 0 and no reading', async () => {
    const created = await createMachine(gateway, tokens.manager, { farmId: FRM1 });
    expect(created).toEqual(
      expect.objectContaining({ status: 'OPERATIONAL', criticality: 'MEDIUM', meterUnit: 'HOURS', meterValue: 0 }),
    );
    const detail = await readMachine(gateway, tokens.manager, created.id);
    expect(detail.readings).toEqual([]);
  });

  it('a duplicate code in the same farm is CONFLICT and creates nothing; the same code in another farm is fine', async () => {
    const code = uniqueCode('DUP');
    const original = await createMachine(gateway, tokens.manager, { farmId: FRM1, code, name: 'Original' });
    const before = await listMachines(gateway, tokens.admin, { farmId: FRM1, filter: { includeRetired: true } });
    const res = await gql(
      gateway,
      CreateEquipmentMutation,
      { input: { farmId: FRM1, code, name: 'Impostor', category: 'SPRAYER' } },
      { token: tokens.manager },
    );
    expectError(res, 'CONFLICT');
    expect(res.body.errors?.[0].message).toContain(code);
    const after = await listMachines(gateway, tokens.admin, { farmId: FRM1, filter: { includeRetired: true } });
    expect(after.totalCount).toBe(before.totalCount);
    expect((await readMachine(gateway, tokens.admin, original.id)).name).toBe('Original');

    // The admin writes there: on FRM-002 the manager account is a technician.
    const elsewhere = await createMachine(gateway, tokens.admin, { farmId: FRM2, code, name: 'Other farm' });
    expect(elsewhere.farmId).toBe(FRM2);
    expect(elsewhere.code).toBe(code);
    // A seeded code of FRM-001 is also free in FRM-002 unless FRM-002 has it.
    const seededCode = machinesOf(FRM1).find((m) => !machinesOf(FRM2).some((o) => o.code === m.code));
    if (seededCode) await createMachine(gateway, tokens.admin, { farmId: FRM2, code: seededCode.code });
  });

  it('concurrent creates with one code: exactly one succeeds, the others are CONFLICT', async () => {
    const code = uniqueCode('RACE');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        gql(
          gateway,
          CreateEquipmentMutation,
          { input: { farmId: FRM1, code, name: `Racer ${i}`, category: 'OTHER' } },
          { token: tokens.manager },
        ),
      ),
    );
    const created = results.filter((res) => !res.body.errors);
    expect(created).toHaveLength(1);
    for (const res of results.filter((r) => r.body.errors)) expectError(res, 'CONFLICT');
    const listed = await listMachines(gateway, tokens.admin, {
      farmId: FRM1,
      filter: { text: code, includeRetired: true },
    });
    expect(listed.totalCount).toBe(1);
  });

  it('an initial meter value on a machine without a meter (NONE) is BAD_USER_INPUT and creates nothing', async () => {
    const code = uniqueCode('NOM');
    const res = await gql(
      gateway,
      CreateEquipmentMutation,
      { input: { farmId: FRM1, code, name: 'Workbench', category: 'WORKSHOP', meterUnit: 'NONE', meterValue: 50 } },
      { token: tokens.manager },
    );
    expect(
      { code: res.body.errors?.[0]?.extensions?.code, data: res.body.data?.createEquipment ?? null },
      'a NONE meter cannot start with a reading (recordMeterReading refuses readings on it)',
    ).toEqual({ code: 'BAD_USER_INPUT', data: null });
    const listed = await listMachines(gateway, tokens.admin, {
      farmId: FRM1,
      filter: { text: code, includeRetired: true },
    });
    expect(listed.totalCount).toBe(0);
  });

  it('a parent from another farm is BAD_USER_INPUT and creates nothing', async () => {
    const foreignParent = meteredMachineOf(FRM2);
    const code = uniqueCode('XFP');
    const res = await gql(
      gateway,
      CreateEquipmentMutation,
      { input: { farmId: FRM1, code, name: 'Foreign parent', category: 'TILLAGE', parentId: foreignParent.id } },
      { token: tokens.manager },
    );
    expectError(res, 'BAD_USER_INPUT');
    const listed = await listMachines(gateway, tokens.admin, {
      farmId: FRM1,
      filter: { text: code, includeRetired: true },
    });
    expect(listed.totalCount).toBe(0);
    expect((await readMachine(gateway, tokens.admin, foreignParent.id)).children.map((c) => c.id).sort()).toEqual(
      machinesOf(FRM2)
        .filter((m) => m.parentId === foreignParent.id)
        .map((m) => m.id)
        .sort(),
    );
  });

  it('an unknown enum value fails GraphQL validation with BAD_USER_INPUT and creates nothing', async () => {
    const { print } = await import('graphql');
    for (const [field, value] of [
      ['category', 'SPACESHIP'],
      ['status', 'BROKEN'],
      ['criticality', 'EXTREME'],
      ['meterUnit', 'MILES'],
    ] as const) {
      const code = uniqueCode('ENUM');
      const input = { farmId: FRM1, code, name: 'Bad enum', category: 'TRACTOR', [field]: value };
      const res = await gqlRaw(gateway, print(CreateEquipmentMutation), { input }, { token: tokens.manager });
      expect(res.body.errors?.[0]?.extensions?.code, `${field}=${value}: ${JSON.stringify(res.body)}`).toBe(
        'BAD_USER_INPUT',
      );
      expect(res.body.data ?? null).toBeNull();
      const listed = await listMachines(gateway, tokens.admin, {
        farmId: FRM1,
        filter: { text: code, includeRetired: true },
      });
      expect(listed.totalCount).toBe(0);
    }
  });

  it('invalid values (empty code, year 1800, negative cost, bad date, negative meter) are BAD_USER_INPUT and create nothing', async () => {
    const bad = [
      { code: '' },
      { code: '   ' },
      { name: '' },
      { year: 1800 },
      { purchaseCost: -1 },
      { purchaseDate: '2024-13-45' },
      { meterValue: -5 },
      { photoUrl: 'not a url' },
    ];
    const before = (await listMachines(gateway, tokens.admin, { farmId: FRM1, filter: { includeRetired: true } }))
      .totalCount;
    for (const patch of bad) {
      const res = await gql(
        gateway,
        CreateEquipmentMutation,
        { input: { farmId: FRM1, code: uniqueCode('BAD'), name: 'Bad', category: 'OTHER', ...patch } },
        { token: tokens.manager },
      );
      expectError(res, 'BAD_USER_INPUT', JSON.stringify(patch));
    }
    const after = (await listMachines(gateway, tokens.admin, { farmId: FRM1, filter: { includeRetired: true } }))
      .totalCount;
    expect(after).toBe(before);
  });
});

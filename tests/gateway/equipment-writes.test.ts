// equipment(id) and the equipment writes: create / update / retire / recordMeterReading,
// what the detail shows afterwards (readings newest first, parent and children,
// compatible parts, history with before/after and the actor's name), and the rejected
// writes (duplicate code, lower reading, NONE meter, retired machine, foreign or cyclic
// parent, unknown enum, invalid values) each re-read to prove nothing changed.
import { describe, expect, it } from 'vitest';
import { gql, gqlRaw } from './support/gateway.js';
import {
  FRM1,
  FRM2,
  MACCOUNTS,
  allMachines,
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
} from './support/maintenance.js';
import {
  CreateEquipmentMutation,
  EquipmentQuery,
  RecordMeterReadingMutation,
  RetireEquipmentMutation,
  UpdateEquipmentMutation,
} from './support/operations.js';

const { gateway, tokens } = maintenanceSuite();

type Entry = { action: string; actorName?: string | null; changes: unknown };
const changesOf = (entry: Entry) => entry.changes as Record<string, { before: unknown; after: unknown }>;

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

describe('updateEquipment', () => {
  it('changes the given fields only and records their before/after with the actor’s name', async () => {
    const machine = await createMachine(gateway, tokens.manager, {
      farmId: FRM1,
      name: 'Before name',
      location: 'Old shed',
      make: 'Kubota',
    });
    const res = await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: machine.id, input: { name: 'After name', location: 'New shed', status: 'DOWN' } },
      { token: tokens.admin },
    );
    const updated = expectData(res).updateEquipment;
    expect(updated).toEqual(expect.objectContaining({ name: 'After name', location: 'New shed', status: 'DOWN' }));
    const detail = await readMachine(gateway, tokens.manager, machine.id);
    expect(detail.make).toBe('Kubota');
    expect(detail.code).toBe(machine.code);
    expect(detail.history.map((h) => h.action)).toEqual(['UPDATE', 'CREATE']);
    expect(detail.history[0].actorName).toBe(MACCOUNTS.admin.name);
    expect(changesOf(detail.history[0])).toEqual({
      name: { before: 'Before name', after: 'After name' },
      location: { before: 'Old shed', after: 'New shed' },
      status: { before: 'OPERATIONAL', after: 'DOWN' },
    });

    // null clears an optional field; absent fields keep their value.
    const cleared = await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: machine.id, input: { location: null } },
      { token: tokens.manager },
    );
    expect(expectData(cleared).updateEquipment.location).toBeNull();
    const again = await readMachine(gateway, tokens.manager, machine.id);
    expect(again.name).toBe('After name');
    expect(changesOf(again.history[0])).toEqual({ location: { before: 'New shed', after: null } });
    expect(again.history[0].actorName).toBe(MACCOUNTS.manager.name);
  });

  it('changing the code to one another machine of the farm has is CONFLICT and changes nothing', async () => {
    const a = await createMachine(gateway, tokens.manager, { farmId: FRM1 });
    const b = await createMachine(gateway, tokens.manager, { farmId: FRM1, name: 'Keep me' });
    const before = await readMachine(gateway, tokens.manager, b.id);
    const res = await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: b.id, input: { code: a.code, name: 'Renamed' } },
      { token: tokens.manager },
    );
    expectError(res, 'CONFLICT');
    const after = await readMachine(gateway, tokens.manager, b.id);
    expect(after).toEqual(before);
  });

  it('attaching implements: children and parent follow; a foreign parent or a cycle is BAD_USER_INPUT and changes nothing', async () => {
    const tractor = await createMachine(gateway, tokens.manager, { farmId: FRM1, name: 'Tractor A' });
    const plough = await createMachine(gateway, tokens.manager, {
      farmId: FRM1,
      name: 'Plough',
      category: 'TILLAGE',
      parentId: tractor.id,
    });
    expect(plough.parent).toEqual({ id: tractor.id });
    const blade = await createMachine(gateway, tokens.manager, { farmId: FRM1, name: 'Blade', category: 'TILLAGE' });
    const attached = await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: blade.id, input: { parentId: plough.id } },
      { token: tokens.manager },
    );
    expect(expectData(attached).updateEquipment.parent).toEqual({ id: plough.id });
    expect((await readMachine(gateway, tokens.manager, tractor.id)).children.map((c) => c.id)).toEqual([plough.id]);
    expect((await readMachine(gateway, tokens.manager, plough.id)).children.map((c) => c.id)).toEqual([blade.id]);
    // The parent's history tells it too, with the implement's code.
    const lastEntry = async (id: string) => (await readMachine(gateway, tokens.manager, id)).history[0];
    expect(await lastEntry(tractor.id)).toMatchObject({ action: 'ATTACH', actorName: MACCOUNTS.manager.name });
    expect(changesOf(await lastEntry(tractor.id))).toEqual({ implement: { before: null, after: plough.code } });
    expect(changesOf(await lastEntry(plough.id))).toEqual({ implement: { before: null, after: blade.code } });

    const snapshot = async () =>
      Promise.all([tractor.id, plough.id, blade.id].map((id) => readMachine(gateway, tokens.manager, id)));
    const before = await snapshot();
    const attempts: [string, string, string][] = [
      ['tractor onto its own implement', tractor.id, plough.id],
      ['tractor onto its implement’s implement', tractor.id, blade.id],
      ['plough onto itself', plough.id, plough.id],
      ['tractor onto a machine of another farm', tractor.id, meteredMachineOf(FRM2).id],
      ['tractor onto an unknown machine', tractor.id, '3f1d7c0e-0000-4000-8000-000000000002'],
    ];
    for (const [label, id, parentId] of attempts) {
      const res = await gql(gateway, UpdateEquipmentMutation, { id, input: { parentId } }, { token: tokens.manager });
      expectError(res, 'BAD_USER_INPUT', label);
    }
    expect(await snapshot()).toEqual(before);

    const detached = await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: blade.id, input: { parentId: null } },
      { token: tokens.manager },
    );
    expect(expectData(detached).updateEquipment.parent).toBeNull();
    expect((await readMachine(gateway, tokens.manager, plough.id)).children).toEqual([]);
    expect(await lastEntry(plough.id)).toMatchObject({ action: 'DETACH' });
    expect(changesOf(await lastEntry(plough.id))).toEqual({ implement: { before: blade.code, after: null } });

    // Moved from one machine to another: one leaves, the other gains.
    await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: blade.id, input: { parentId: plough.id } },
      { token: tokens.manager },
    );
    await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: blade.id, input: { parentId: tractor.id } },
      { token: tokens.manager },
    );
    expect(await lastEntry(plough.id)).toMatchObject({ action: 'DETACH' });
    expect(await lastEntry(tractor.id)).toMatchObject({ action: 'ATTACH' });
    expect(changesOf(await lastEntry(tractor.id))).toEqual({ implement: { before: null, after: blade.code } });
  });

  it('concurrent updates of one field leave a history whose before/after values chain up', async () => {
    const machine = await createMachine(gateway, tokens.manager, { farmId: FRM1, notes: 'v0' });
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        gql(gateway, UpdateEquipmentMutation, { id: machine.id, input: { notes: `v${n}` } }, { token: tokens.manager }),
      ),
    );
    for (const res of results) expectData(res);
    const detail = await readMachine(gateway, tokens.manager, machine.id);
    const updates = detail.history.filter((h) => h.action === 'UPDATE').reverse(); // oldest first
    expect(updates).toHaveLength(5);
    const chain = updates.map((entry) => changesOf(entry).notes);
    expect(chain[0].before).toBe('v0');
    for (let i = 1; i < chain.length; i++) expect(chain[i].before, `entry ${i}`).toBe(chain[i - 1].after);
    expect(chain.at(-1)!.after).toBe(detail.notes);
  });

  it('an invalid value is BAD_USER_INPUT and changes nothing', async () => {
    const machine = await createMachine(gateway, tokens.manager, { farmId: FRM1 });
    const before = await readMachine(gateway, tokens.manager, machine.id);
    for (const input of [{ name: '' }, { year: 3000 }, { purchaseCost: -10 }, { warrantyEnd: 'tomorrow' }]) {
      expectError(
        await gql(gateway, UpdateEquipmentMutation, { id: machine.id, input }, { token: tokens.manager }),
        'BAD_USER_INPUT',
        JSON.stringify(input),
      );
    }
    const { print } = await import('graphql');
    const res = await gqlRaw(
      gateway,
      print(UpdateEquipmentMutation),
      { id: machine.id, input: { status: 'EXPLODED' } },
      { token: tokens.manager },
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await readMachine(gateway, tokens.manager, machine.id)).toEqual(before);
  });

  it('the meter unit is fixed once the machine has readings; before that it may change', async () => {
    const fresh = await createMachine(gateway, tokens.manager, { farmId: FRM1, meterUnit: 'HOURS' });
    const changed = await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: fresh.id, input: { meterUnit: 'KM' } },
      { token: tokens.manager },
    );
    expect(expectData(changed).updateEquipment.meterUnit).toBe('KM');

    const read = await createMachine(gateway, tokens.manager, { farmId: FRM1, meterUnit: 'HOURS', meterValue: 12 });
    const before = await readMachine(gateway, tokens.manager, read.id);
    for (const meterUnit of ['KM', 'NONE'] as const) {
      const res = await gql(
        gateway,
        UpdateEquipmentMutation,
        { id: read.id, input: { meterUnit, name: 'Renamed with the unit' } },
        { token: tokens.manager },
      );
      expectError(res, 'BAD_USER_INPUT', meterUnit);
      expect(res.body.errors?.[0]?.message).toBe(
        'meterUnit: this machine has readings in HOURS; its unit can no longer change',
      );
      expect(res.body.errors?.[0]?.extensions).toMatchObject({
        messageKey: 'meterUnitFixed',
        messageParams: { meterUnit: 'HOURS' },
      });
    }
    expect(await readMachine(gateway, tokens.manager, read.id)).toEqual(before);
    const sameUnit = await gql(
      gateway,
      UpdateEquipmentMutation,
      { id: read.id, input: { meterUnit: 'HOURS', name: 'Renamed' } },
      { token: tokens.manager },
    );
    expect(expectData(sameUnit).updateEquipment).toEqual(
      expect.objectContaining({ meterUnit: 'HOURS', name: 'Renamed' }),
    );
  });
});

describe('retireEquipment', () => {
  it('keeps the record as RETIRED, readable, hidden from the default list, with a RETIRE entry', async () => {
    const machine = await createMachine(gateway, tokens.manager, { farmId: FRM1, meterValue: 50 });
    const res = await gql(gateway, RetireEquipmentMutation, { id: machine.id }, { token: tokens.manager });
    expect(expectData(res).retireEquipment).toEqual({ id: machine.id, status: 'RETIRED' });
    const detail = await readMachine(gateway, tokens.manager, machine.id);
    expect(detail.status).toBe('RETIRED');
    expect(detail.readings).toHaveLength(1);
    expect(detail.history[0]).toEqual(
      expect.objectContaining({
        action: 'RETIRE',
        actorName: MACCOUNTS.manager.name,
        changes: { status: { before: 'OPERATIONAL', after: 'RETIRED' } },
      }),
    );
    const active = await allMachines(gateway, tokens.manager, FRM1);
    expect(active.map((m) => m.id)).not.toContain(machine.id);
    const withRetired = await allMachines(gateway, tokens.manager, FRM1, { filter: { includeRetired: true } });
    expect(withRetired.map((m) => m.id)).toContain(machine.id);

    // A reading on a retired machine is rejected and changes nothing.
    const reading = await gql(
      gateway,
      RecordMeterReadingMutation,
      { equipmentId: machine.id, value: 60 },
      { token: tokens.manager },
    );
    expectError(reading, 'BAD_USER_INPUT');
    expect(await readMachine(gateway, tokens.manager, machine.id)).toEqual(detail);
  });
});

describe('recordMeterReading', () => {
  it('records readings: meterValue follows, readings newest first with who, a READING entry each', async () => {
    const machine = await createMachine(gateway, tokens.manager, { farmId: FRM1, meterValue: 100 });
    const values = [110, 110, 150.5];
    for (const [i, value] of values.entries()) {
      const token = i === 1 ? tokens.tech : tokens.manager;
      const res = await gql(gateway, RecordMeterReadingMutation, { equipmentId: machine.id, value }, { token });
      const reading = expectData(res).recordMeterReading;
      expect(reading.value).toBe(value);
      expect(reading.recordedByName).toBe(i === 1 ? MACCOUNTS.tech.name : MACCOUNTS.manager.name);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const detail = await readMachine(gateway, tokens.manager, machine.id);
    expect(detail.meterValue).toBe(150.5);
    expect(detail.readings.map((r) => r.value)).toEqual([150.5, 110, 110, 100]);
    expect(detail.readings.map((r) => r.recordedByName)).toEqual([
      MACCOUNTS.manager.name,
      MACCOUNTS.tech.name,
      MACCOUNTS.manager.name,
      MACCOUNTS.manager.name,
    ]);
    const readingEntries = detail.history.filter((h) => h.action === 'READING');
    expect(readingEntries).toHaveLength(3);
    expect(changesOf(readingEntries[0])).toEqual({ meterValue: { before: 110, after: 150.5 } });
    expect(readingEntries[1].actorName).toBe(MACCOUNTS.tech.name);
  });

  it('a reading lower than the last is BAD_USER_INPUT naming both values; nothing changes', async () => {
    const machine = await createMachine(gateway, tokens.manager, { farmId: FRM1, meterValue: 1000 });
    const before = await readMachine(gateway, tokens.manager, machine.id);
    const res = await gql(
      gateway,
      RecordMeterReadingMutation,
      { equipmentId: machine.id, value: 999.5 },
      { token: tokens.tech },
    );
    expectError(res, 'BAD_USER_INPUT');
    expect(res.body.errors?.[0].message).toContain('999.5');
    expect(res.body.errors?.[0].message).toContain('1000');
    // The web app shows it in the reader's language from its key and values.
    expect(res.body.errors?.[0].extensions).toMatchObject({
      messageKey: 'readingTooLow',
      messageParams: { value: 999.5, last: 1000 },
    });
    expect(await readMachine(gateway, tokens.manager, machine.id)).toEqual(before);
  });

  it('a reading on a NONE-meter machine, a negative reading or one in the future is rejected; nothing changes', async () => {
    const noMeter = await createMachine(gateway, tokens.manager, {
      farmId: FRM1,
      meterUnit: 'NONE',
      category: 'WORKSHOP',
    });
    const before = await readMachine(gateway, tokens.manager, noMeter.id);
    expectError(
      await gql(gateway, RecordMeterReadingMutation, { equipmentId: noMeter.id, value: 5 }, { token: tokens.manager }),
      'BAD_USER_INPUT',
    );
    expect(await readMachine(gateway, tokens.manager, noMeter.id)).toEqual(before);

    const metered = await createMachine(gateway, tokens.manager, { farmId: FRM1, meterValue: 10 });
    const meteredBefore = await readMachine(gateway, tokens.manager, metered.id);
    expectError(
      await gql(gateway, RecordMeterReadingMutation, { equipmentId: metered.id, value: -1 }, { token: tokens.manager }),
      'BAD_USER_INPUT',
    );
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expectError(
      await gql(
        gateway,
        RecordMeterReadingMutation,
        { equipmentId: metered.id, value: 20, readAt: future },
        { token: tokens.manager },
      ),
      'BAD_USER_INPUT',
    );
    expect(await readMachine(gateway, tokens.manager, metered.id)).toEqual(meteredBefore);

    const seededNone = machinesOf(FRM1).find((m) => m.meterUnit === 'NONE')!;
    const seededBefore = await readMachine(gateway, tokens.manager, seededNone.id);
    expectError(
      await gql(gateway, RecordMeterReadingMutation, { equipmentId: seededNone.id, value: 1 }, { token: tokens.tech }),
      'BAD_USER_INPUT',
    );
    expect(await readMachine(gateway, tokens.manager, seededNone.id)).toEqual(seededBefore);
  });

  it('concurrent readings: the meter ends at the highest accepted value and every accepted reading is listed', async () => {
    const machine = await createMachine(gateway, tokens.manager, { farmId: FRM1, meterValue: 100 });
    const values = [130, 110, 190, 120, 170, 150, 200, 140, 160, 180];
    const results = await Promise.all(
      values.map((value, i) =>
        gql(
          gateway,
          RecordMeterReadingMutation,
          { equipmentId: machine.id, value },
          { token: i % 2 ? tokens.tech : tokens.manager },
        ),
      ),
    );
    const accepted: number[] = [];
    results.forEach((res, i) => {
      if (res.body.errors) expectError(res, 'BAD_USER_INPUT', `reading ${values[i]}`);
      else accepted.push(values[i]);
    });
    expect(accepted).toContain(200);
    const detail = await readMachine(gateway, tokens.manager, machine.id);
    expect(detail.meterValue).toBe(200);
    expect(detail.readings.map((r) => r.value).sort((a, b) => a - b)).toEqual([100, ...accepted].sort((a, b) => a - b));
    expect(detail.history.filter((h) => h.action === 'READING')).toHaveLength(accepted.length);
  });

  it('concurrent readings leave a history whose meterValue before/after values chain up', async () => {
    const machine = await createMachine(gateway, tokens.manager, { farmId: FRM1, meterValue: 100 });
    const results = await Promise.all(
      [110, 120, 130, 140, 150].map((value) =>
        gql(gateway, RecordMeterReadingMutation, { equipmentId: machine.id, value }, { token: tokens.tech }),
      ),
    );
    const accepted = results.filter((res) => !res.body.errors).length;
    const detail = await readMachine(gateway, tokens.manager, machine.id);
    const chain = detail.history
      .filter((h) => h.action === 'READING')
      .reverse()
      .map((entry) => changesOf(entry).meterValue);
    expect(chain).toHaveLength(accepted);
    expect(chain[0].before).toBe(100);
    for (let i = 1; i < chain.length; i++) expect(chain[i].before, `entry ${i}`).toBe(chain[i - 1].after);
    expect(chain.at(-1)!.after).toBe(detail.meterValue);
  });
});

// updateEquipment: only the given fields change, each with its before/after and the actor's
// name in the history, chaining up under concurrent updates; implements attached and their
// parent; the meter unit fixed once there are readings; and the rejected updates (duplicate
// code, foreign or cyclic parent, invalid values), each re-read to prove nothing changed.
import { describe, expect, it } from 'vitest';
import { gql, gqlRaw } from './support/gateway.js';
import {
  FRM1,
  FRM2,
  MACCOUNTS,
  createMachine,
  expectData,
  expectError,
  meteredMachineOf,
  readMachine,
  maintenanceSuite,
  changesOf,
} from './support/maintenance.js';
import { UpdateEquipmentMutation } from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

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

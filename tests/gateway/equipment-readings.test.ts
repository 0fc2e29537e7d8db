// retireEquipment and recordMeterReading: a retired machine stays readable as RETIRED and
// leaves the default list; readings move the meter, list newest first with who recorded them,
// refuse a lower value (naming both), a NONE meter, a negative or a future one, and under
// concurrent readings end at the highest with a history whose values chain up.
import { describe, expect, it } from 'vitest';
import { gql } from './support/gateway.js';
import {
  FRM1,
  MACCOUNTS,
  allMachines,
  createMachine,
  expectData,
  expectError,
  machinesOf,
  readMachine,
  maintenanceSuite,
  changesOf,
} from './support/maintenance.js';
import { RecordMeterReadingMutation, RetireEquipmentMutation } from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

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

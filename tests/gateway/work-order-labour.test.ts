// Labour on work orders: entries as minutes or a start and an end, running timers (one per
// person and farm; stopping makes the entry; closing the order stops them), hourly rates per
// member defaulting to the farm's, copied onto each entry so later changes rewrite nothing,
// and the order's cost: parts at movement cost plus labour, as computed by hand. A technician
// logs only their own time on orders assigned to them; a manager anyone's; viewers and
// outsiders nothing; never a person of another farm.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql } from './support/gateway.js';
import { FRM1, FRM2, expectData, maintenanceSuite } from './support/maintenance.js';
import {
  DeleteLabourMutation,
  LabourRatesQuery,
  OrderLabourQuery,
  RunningTimerQuery,
  SetFarmRateMutation,
  SetMemberRateMutation,
  StartTimerMutation,
  StopTimerMutation,
  logLabour,
  plan,
  returnPart,
  stockedPart,
  techOrder,
  usePart,
} from './support/parts-labour.js';
import { IDS, TRANSITIONS, clientId, createOrder, newMachine } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

beforeAll(async () => {
  // Rates known to every test: the farm's default, and none of the technician's or the manager's
  // own (the demo data gives managers one).
  expectData(await gql(gateway, SetFarmRateMutation, { farmId: FRM1, rate: 20 }, { token: tokens.manager }));
  expectData(
    await gql(
      gateway,
      SetMemberRateMutation,
      { farmId: FRM1, userId: IDS.manager, rate: null },
      { token: tokens.manager },
    ),
  );
});

const order = () => techOrder(gateway, tokens.manager, tokens.admin, FRM1);
const labourOf = async (id: string) =>
  expectData(await gql(gateway, OrderLabourQuery, { id }, { token: tokens.admin })).workOrder!;
const startTimer = (workOrderId: string, token = tokens.tech, input = {}) =>
  gql(gateway, StartTimerMutation, { workOrderId, input }, { token });
const stopTimer = (id: string, token = tokens.tech) => gql(gateway, StopTimerMutation, { id }, { token });
const setTechRate = (rate: number | null) =>
  gql(gateway, SetMemberRateMutation, { farmId: FRM1, userId: IDS.tech, rate }, { token: tokens.manager });
/** Moves a running timer's start back, as if it had run that long. */
const backdate = (entryId: string, minutes: number) =>
  gateway.database.db.execute(
    `UPDATE labour_entries SET started_at = now() - interval '${minutes} minutes' WHERE id = '${entryId}'` as never,
  );

describe('labour entries', () => {
  it('minutes or a start and an end; own time for a technician, anyone’s for a manager', async () => {
    const a = await order();
    const mine = expectData(
      await logLabour(gateway, tokens.tech, a.id, { minutes: 90, note: 'Replaced the hose' }),
    ).logLabour;
    expect(mine).toMatchObject({ minutes: 90, running: false, hourlyRate: 20, cost: 30, person: { id: IDS.tech } });
    expect(Date.parse(mine.endedAt!) - Date.parse(mine.startedAt)).toBe(90 * 60_000);
    const start = new Date(Date.now() - 3 * 3_600_000);
    const span = expectData(
      await logLabour(gateway, tokens.manager, a.id, {
        userId: IDS.tech,
        startedAt: start.toISOString(),
        endedAt: new Date(start.getTime() + 45 * 60_000).toISOString(),
      }),
    ).logLabour;
    expect(span).toMatchObject({ minutes: 45, person: { id: IDS.tech } });

    const refusals: [string, Parameters<typeof logLabour>[3], string][] = [
      [tokens.tech, { minutes: 10, userId: IDS.manager }, 'FORBIDDEN'],
      [tokens.manager, { minutes: 10, userId: IDS.viewer }, 'BAD_USER_INPUT'],
      [tokens.manager, { minutes: 10, userId: IDS.nofarm }, 'BAD_USER_INPUT'],
      [
        tokens.tech,
        { minutes: 10, endedAt: new Date().toISOString(), startedAt: start.toISOString() },
        'BAD_USER_INPUT',
      ],
      [tokens.tech, {}, 'BAD_USER_INPUT'],
      [tokens.tech, { minutes: 0 }, 'BAD_USER_INPUT'],
      [tokens.tech, { minutes: 10_081 }, 'BAD_USER_INPUT'],
      [
        tokens.tech,
        { startedAt: new Date().toISOString(), endedAt: new Date(Date.now() + 3_600_000).toISOString() },
        'BAD_USER_INPUT',
      ],
      [tokens.tech, { minutes: 10, note: 'x'.repeat(2_001) }, 'BAD_USER_INPUT'],
    ];
    for (const [token, input, code] of refusals)
      expect(errorCode((await logLabour(gateway, token, a.id, input)).body), JSON.stringify(input)).toBe(code);

    const id = clientId();
    const once = expectData(await logLabour(gateway, tokens.tech, a.id, { id, minutes: 5 })).logLabour;
    expect(expectData(await logLabour(gateway, tokens.tech, a.id, { id, minutes: 50 })).logLabour).toEqual(once);
    expect(errorCode((await logLabour(gateway, tokens.tech, (await order()).id, { id, minutes: 5 })).body)).toBe(
      'CONFLICT',
    );

    const detail = await labourOf(a.id);
    expect(detail.labour.map((entry) => entry.minutes)).toEqual([45, 90, 5]);
    expect(detail.timeline[0]).toMatchObject({ action: 'LABOUR_LOG', changes: { minutes: { after: 5 } } });

    // Deleting: the person's own entry or a manager; never another's for a technician.
    const managers = expectData(await logLabour(gateway, tokens.manager, a.id, { minutes: 15 })).logLabour;
    expect(
      errorCode((await gql(gateway, DeleteLabourMutation, { id: managers.id }, { token: tokens.tech })).body),
    ).toBe('FORBIDDEN');
    expectData(await gql(gateway, DeleteLabourMutation, { id: once.id }, { token: tokens.tech }));
    expectData(await gql(gateway, DeleteLabourMutation, { id: managers.id }, { token: tokens.manager }));
    expect((await labourOf(a.id)).labour).toHaveLength(2);
  });

  it('an unassigned technician, a viewer and outsiders are refused; a closed order refuses naming its status', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const unassigned = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id });
    expect(errorCode((await logLabour(gateway, tokens.tech, unassigned.id, { minutes: 5 })).body)).toBe('FORBIDDEN');
    expect(errorCode((await startTimer(unassigned.id)).body)).toBe('FORBIDDEN');
    for (const account of ['viewer', 'nofarm'] as const)
      expect(errorCode((await logLabour(gateway, tokens[account], unassigned.id, { minutes: 5 })).body)).toBe(
        'FORBIDDEN',
      );
    // The viewer is a member of FRM-002, where they may only read.
    const theirMachine = await newMachine(gateway, tokens.admin, FRM2);
    const theirs = await createOrder(gateway, tokens.admin, { farmId: FRM2, equipmentId: theirMachine.id });
    expect(errorCode((await logLabour(gateway, tokens.viewer, theirs.id, { minutes: 5 })).body)).toBe('FORBIDDEN');
    expect(errorCode((await startTimer(theirs.id, tokens.viewer)).body)).toBe('FORBIDDEN');
    // The admin may, but only for members of the order's farm.
    expect(errorCode((await logLabour(gateway, tokens.admin, theirs.id, { minutes: 5, userId: IDS.tech })).body)).toBe(
      'BAD_USER_INPUT',
    );
    for (const [token, farmId] of [
      [tokens.tech, FRM2],
      [tokens.nofarm, FRM1],
    ])
      expect(errorCode((await gql(gateway, RunningTimerQuery, { farmId }, { token })).body)).toBe('FORBIDDEN');
    expect((await labourOf(unassigned.id)).labour).toEqual([]);
    expect((await labourOf(theirs.id)).labour).toEqual([]);

    expectData(await TRANSITIONS.cancel(gateway, unassigned.id, tokens.manager));
    const closed = await logLabour(gateway, tokens.manager, unassigned.id, { minutes: 5 });
    expect(closed.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageParams: { status: 'CANCELLED' },
    });
  });
});

describe('timers', () => {
  it('one running timer per person in a farm; stopping makes the entry; closing the order stops it', async () => {
    const [a, b, c] = [await order(), await order(), await order()];
    // Started at once on three orders: one runs, the others are CONFLICT.
    const started = await Promise.all([a, b, c].map((o) => startTimer(o.id)));
    const running = started.filter((res) => !res.body.errors);
    expect(running).toHaveLength(1);
    for (const res of started.filter((r) => r.body.errors)) expect(errorCode(res.body)).toBe('CONFLICT');
    const timer = expectData(running[0]).startLabourTimer;
    expect(timer).toMatchObject({
      running: true,
      minutes: null,
      cost: null,
      hourlyRate: null,
      person: { id: IDS.tech },
    });
    const runningNow = expectData(await gql(gateway, RunningTimerQuery, { farmId: FRM1 }, { token: tokens.tech }));
    expect(runningNow.runningLabourTimer?.id).toBe(timer.id);
    await backdate(timer.id, 50);
    expect(errorCode((await stopTimer(timer.id, tokens.viewer)).body)).toBe('FORBIDDEN');
    const stopped = expectData(await stopTimer(timer.id)).stopLabourTimer;
    expect(stopped).toMatchObject({ running: false, minutes: 50, hourlyRate: 20 });
    expect(stopped.cost).toBeCloseTo(16.67, 2);
    // Stopping again answers the entry as it is (an offline client may send it twice).
    expect(expectData(await stopTimer(timer.id)).stopLabourTimer).toEqual(stopped);
    expect(
      expectData(await gql(gateway, RunningTimerQuery, { farmId: FRM1 }, { token: tokens.tech })).runningLabourTimer,
    ).toBeNull();

    // A new one may start now, and another person's meanwhile; completing their order stops both.
    const d = await order();
    const again = expectData(await startTimer(d.id)).startLabourTimer;
    const managers = expectData(await startTimer(d.id, tokens.manager)).startLabourTimer;
    await backdate(again.id, 30);
    await backdate(managers.id, 20);
    expectData(await TRANSITIONS.start(gateway, d.id, tokens.tech));
    expectData(await TRANSITIONS.complete(gateway, d.id, tokens.tech));
    const detail = await labourOf(d.id);
    expect(detail.labour.every((entry) => !entry.running)).toBe(true);
    expect(detail.labour.map((entry) => entry.minutes).sort()).toEqual([20, 30]);
    expect(detail.timeline[0]).toMatchObject({ action: 'COMPLETE', changes: { timersStopped: { after: null } } });
    expect(expectData(await startTimer(b.id)).startLabourTimer.running).toBe(true);
  });
});

describe('rates and cost', () => {
  it('rates are copied onto each entry: later changes rewrite nothing; managers set them, others may not', async () => {
    const a = await order();
    expect(expectData(await setTechRate(30)).setMemberHourlyRate).toMatchObject({ hourlyRate: 30, effectiveRate: 30 });
    const first = expectData(await logLabour(gateway, tokens.tech, a.id, { minutes: 60 })).logLabour;
    expectData(await setTechRate(50));
    const second = expectData(await logLabour(gateway, tokens.tech, a.id, { minutes: 60 })).logLabour;
    expect(expectData(await setTechRate(null)).setMemberHourlyRate).toMatchObject({
      hourlyRate: null,
      effectiveRate: 20,
    });
    const third = expectData(await logLabour(gateway, tokens.tech, a.id, { minutes: 60 })).logLabour;
    expect([first, second, third].map((entry) => entry.hourlyRate)).toEqual([30, 50, 20]);
    expect((await labourOf(a.id)).labour.map((entry) => entry.hourlyRate)).toEqual([30, 50, 20]);

    const rates = expectData(await gql(gateway, LabourRatesQuery, { farmId: FRM1 }, { token: tokens.manager }));
    expect(rates.farm?.defaultHourlyRate).toBe(20);
    expect(rates.labourRates.find((rate) => rate.person.id === IDS.tech)).toMatchObject({
      role: 'technician',
      hourlyRate: null,
      effectiveRate: 20,
    });
    expect(errorCode((await gql(gateway, LabourRatesQuery, { farmId: FRM1 }, { token: tokens.tech })).body)).toBe(
      'FORBIDDEN',
    );
    for (const [token, farmId] of [
      [tokens.tech, FRM1],
      [tokens.manager, FRM2],
      [tokens.viewer, FRM2],
    ])
      expect(errorCode((await gql(gateway, SetFarmRateMutation, { farmId, rate: 1 }, { token })).body)).toBe(
        'FORBIDDEN',
      );
    expect(
      errorCode(
        (
          await gql(
            gateway,
            SetMemberRateMutation,
            { farmId: FRM1, userId: IDS.viewer, rate: 5 },
            { token: tokens.manager },
          )
        ).body,
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode((await gql(gateway, SetFarmRateMutation, { farmId: FRM1, rate: -1 }, { token: tokens.manager })).body),
    ).toBe('BAD_USER_INPUT');
  });

  it('the order’s cost is parts at movement cost plus labour, as computed by hand', async () => {
    expectData(await setTechRate(25.5));
    const a = await order();
    const oil = await stockedPart(gateway, tokens.manager, FRM1, 10, { unitCost: 4.5 });
    const filter = await stockedPart(gateway, tokens.manager, FRM1, 3, { unitCost: 12.25 });
    expectData(await plan(gateway, tokens.tech, a.id, oil.id, 4));
    expectData(await usePart(gateway, tokens.tech, a.id, { partId: oil.id, quantity: 3.5 }));
    expectData(await returnPart(gateway, tokens.tech, a.id, { partId: oil.id, quantity: 0.5 }));
    expectData(await usePart(gateway, tokens.tech, a.id, { partId: filter.id, quantity: 2 }));
    expectData(await logLabour(gateway, tokens.tech, a.id, { minutes: 45 }));
    expectData(await logLabour(gateway, tokens.manager, a.id, { minutes: 90 }));
    // A running timer costs nothing until it stops.
    expectData(await startTimer(a.id, tokens.manager));

    // Parts: 3 L of oil at 4.50 (3.5 issued, 0.5 back) + 2 filters at 12.25 = 13.50 + 24.50.
    // Labour: 45 min at 25.50 = 19.125 → 19.13, and 90 min at the farm's 20 = 30.
    const { cost } = await labourOf(a.id);
    expect(cost).toEqual({ parts: 38, labour: 49.13, total: 87.13, currency: expect.stringMatching(/^[A-Z]{3}$/) });
  });
});

// The plans' forecast on the planning calendar: a calendar plan's and a meter plan's coming
// due points (the meter one at the machine's pace), an overdue point and the order that
// serves it, the planning filter (machine, default assignee, type), paused plans, and the
// farm boundary. The farms' day is UTC's (the fixtures set no time zone).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import type { PlanningFilter } from './__generated__/graphql.js';
import { gql } from './support/gateway.js';
import { FRM1, FRM3, expectData, expectError, maintenanceSuite } from './support/maintenance.js';
import { RecordMeterReadingMutation } from './support/maintenance-operations.js';
import { SetPlanActiveMutation, createPlan, runScheduler } from './support/plans.js';
import { IDS, newMachine } from './support/work-orders.js';

const ForecastsQuery = graphql(`
  query TestPlanForecasts($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {
    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {
      forecasts {
        plan {
          id
        }
        equipment {
          id
        }
        dueDate
        meter
        breakIn
        key
        overdue
        hasOpenOrder
      }
    }
  }
`);

const { gateway, tokens } = maintenanceSuite();

const day = (offset: number) => dayjs.utc().add(offset, 'day').format('YYYY-MM-DD');
// 62 days, from two weeks back.
const FROM = -14;
const TO = 47;

async function forecasts(filter: PlanningFilter, token = tokens.tech, farmId = FRM1) {
  const res = await gql(gateway, ForecastsQuery, { farmId, from: day(FROM), to: day(TO), filter }, { token });
  return expectData(res).planning.forecasts;
}

/** A machine read at 110 h ten days before `at` and at 150 h at `at`: 4 h a day. */
async function machineAtFourHoursADay(at: dayjs.Dayjs) {
  // Created at 0 h so no creation reading comes after the two below.
  const machine = await newMachine(gateway, tokens.admin, FRM1, 0);
  for (const [value, readAt] of [
    [110, at.subtract(10, 'day')],
    [150, at],
  ] as const)
    expectData(
      await gql(
        gateway,
        RecordMeterReadingMutation,
        { equipmentId: machine.id, value, readAt: readAt.toISOString() },
        { token: tokens.manager },
      ),
    );
  return machine;
}

describe("the plans' forecast on the planning calendar", () => {
  it("shows a calendar plan's and a meter plan's coming points, and the open order that serves an overdue one", async () => {
    const readAt = dayjs.utc().subtract(1, 'hour');
    const readOn = (offset: number) => readAt.add(offset, 'day').format('YYYY-MM-DD');
    const metered = await machineAtFourHoursADay(readAt);
    // From 150 h every 80 h: 230 h in 20 days, then 310 h 20 days later, at 4 h a day.
    const meterPlan = await createPlan(gateway, tokens.manager, FRM1, {
      equipmentId: metered.id,
      meterEvery: 80,
      defaultAssigneeId: IDS.tech,
    });
    expect(await forecasts({ equipmentId: metered.id })).toEqual([
      {
        plan: { id: meterPlan.id },
        equipment: { id: metered.id },
        dueDate: readOn(20),
        meter: 230,
        breakIn: false,
        key: 'meter:230',
        overdue: false,
        hasOpenOrder: false,
      },
      expect.objectContaining({ dueDate: readOn(40), meter: 310, key: 'meter:310' }),
    ]);

    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const calendar = { equipmentId: machine.id, meterEvery: null, calendarUnit: 'DAY' as const };
    const fortnightly = await createPlan(gateway, tokens.manager, FRM1, {
      ...calendar,
      title: 'Fortnightly greasing',
      calendarEvery: 14,
      startDate: day(-7),
    });
    // Due 10 days ago; the forecast then assumes it done today: next in 30 days.
    const monthly = await createPlan(gateway, tokens.manager, FRM1, {
      ...calendar,
      title: 'Monthly belts',
      calendarEvery: 30,
      startDate: day(-40),
    });
    const points = (list: Awaited<ReturnType<typeof forecasts>>) =>
      list.map((f) => [f.plan.id === fortnightly.id ? 'fortnightly' : 'monthly', f.dueDate, f.overdue, f.hasOpenOrder]);
    expect(points(await forecasts({ equipmentId: machine.id }))).toEqual([
      ['monthly', day(-10), true, false],
      ['fortnightly', day(7), false, false],
      ['fortnightly', day(21), false, false],
      ['monthly', day(30), false, false],
      ['fortnightly', day(35), false, false],
    ]);

    // The scheduler opens the overdue point's order: that point is now served, the later ones are not.
    const opened = (await runScheduler(gateway, tokens.manager, FRM1)).orders.filter((o) => o.planId === monthly.id);
    expect(opened).toHaveLength(1);
    const after = await forecasts({ equipmentId: machine.id });
    expect(after.filter((f) => f.plan.id === monthly.id)).toEqual([
      expect.objectContaining({ dueDate: day(-10), key: `date:${day(-10)}`, overdue: true, hasOpenOrder: true }),
      expect.objectContaining({ dueDate: day(30), hasOpenOrder: false }),
    ]);
  });

  it('follows the filter: machine, default assignee, type; paused plans have none', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const base = { equipmentId: machine.id, meterEvery: null, calendarEvery: 7, calendarUnit: 'DAY' as const };
    const assigned = await createPlan(gateway, tokens.manager, FRM1, { ...base, defaultAssigneeId: IDS.tech });
    const unassigned = await createPlan(gateway, tokens.manager, FRM1, { ...base, title: 'Unassigned' });
    const plansIn = async (filter: PlanningFilter) =>
      new Set((await forecasts({ equipmentId: machine.id, ...filter })).map((f) => f.plan.id));

    expect(await plansIn({})).toEqual(new Set([assigned.id, unassigned.id]));
    expect(await plansIn({ assigneeIds: [IDS.tech] })).toEqual(new Set([assigned.id]));
    expect(await plansIn({ assigneeIds: [IDS.manager] })).toEqual(new Set());
    expect(await plansIn({ type: ['PREVENTIVE', 'CORRECTIVE'] })).toEqual(new Set([assigned.id, unassigned.id]));
    expect(await forecasts({ type: ['CORRECTIVE'] })).toEqual([]);
    // Another machine's filter leaves this machine's plans out.
    const other = await newMachine(gateway, tokens.admin, FRM1);
    expect(await forecasts({ equipmentId: other.id })).toEqual([]);

    expectData(
      await gql(gateway, SetPlanActiveMutation, { id: unassigned.id, active: false }, { token: tokens.manager }),
    );
    expect(await plansIn({})).toEqual(new Set([assigned.id]));
  });

  it("is another farm's planning: FORBIDDEN to outsiders", async () => {
    for (const [farmId, token] of [
      [FRM3, tokens.manager],
      [FRM1, tokens.nofarm],
    ] as const)
      expectError(
        await gql(gateway, ForecastsQuery, { farmId, from: day(0), to: day(30) }, { token }),
        'FORBIDDEN',
        farmId,
      );
  });
});

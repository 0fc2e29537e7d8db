// The dashboard's "plans due in the next 7 days" and the plans list it links to
// (dueWithinDays: 7): the same plans, overdue ones and the 7th day included, the 8th day and
// paused plans left out; the window's range is refused in words. The farms' day is UTC's.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { gql } from './support/gateway.js';
import { FRM1, FRM3, expectData, expectError, maintenanceSuite } from './support/maintenance.js';
import { RecordMeterReadingMutation } from './support/maintenance-operations.js';
import { SetPlanActiveMutation, UpdatePlanMutation, createPlan } from './support/plans.js';
import { newMachine } from './support/work-orders.js';

const PlansDueSoonTileQuery = graphql(`
  query TestPlansDueSoonTile($farmId: ID!) {
    dashboard(farmId: $farmId) {
      plansDueSoon
    }
  }
`);

const PlansDueWithinQuery = graphql(`
  query TestPlansDueWithin($farmId: ID!, $days: Int, $after: String) {
    maintenancePlans(farmId: $farmId, dueWithinDays: $days, first: 20, after: $after) {
      totalCount
      totalCountIsExact
      edges {
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const { gateway, tokens } = maintenanceSuite();

const day = (offset: number) => dayjs.utc().add(offset, 'day').format('YYYY-MM-DD');

const tile = async (token = tokens.tech) =>
  expectData(await gql(gateway, PlansDueSoonTileQuery, { farmId: FRM1 }, { token })).dashboard.plansDueSoon;

/** Every page of the list filtered by `days`: its total and the plans' ids. */
async function dueWithin(days: number, token = tokens.tech) {
  const ids: string[] = [];
  let after: string | null | undefined;
  let totalCount = 0;
  do {
    const page = expectData(
      await gql(gateway, PlansDueWithinQuery, { farmId: FRM1, days, after }, { token }),
    ).maintenancePlans;
    expect(page.totalCountIsExact).toBe(true);
    totalCount = page.totalCount;
    ids.push(...page.edges.map((edge) => edge.node.id));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return { totalCount, ids };
}

describe('plans due soon', () => {
  it('the tile counts the plans its list shows: overdue and up to the 7th day, not the 8th nor paused ones', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1, 100);
    // Every 10 days from `start` days ago (due in 10 - start days); the overdue one every 30.
    const plan = (title: string, start: number, every = 10) =>
      createPlan(gateway, tokens.manager, FRM1, {
        equipmentId: machine.id,
        title,
        meterEvery: null,
        calendarEvery: every,
        calendarUnit: 'DAY',
        startDate: day(-start),
      });
    const overdue = await plan('Overdue', 40, 30);
    const inThree = await plan('In three days', 7);
    const inSeven = await plan('In seven days', 3);
    const inEight = await plan('In eight days', 2);
    const paused = await plan('Paused', 7);
    expectData(await gql(gateway, SetPlanActiveMutation, { id: paused.id, active: false }, { token: tokens.manager }));
    // 50 h from 0 h on a machine at 100 h: reached, due today.
    const meterReached = await createPlan(gateway, tokens.manager, FRM1, {
      equipmentId: machine.id,
      title: 'Meter reached',
      meterEvery: 50,
      startMeter: 0,
    });

    const week = await dueWithin(7);
    expect(await tile()).toBe(week.totalCount);
    expect(week.ids).toHaveLength(week.totalCount);
    expect(week.ids).toEqual(expect.arrayContaining([overdue.id, inThree.id, inSeven.id, meterReached.id]));
    expect(week.ids).not.toContain(inEight.id);
    expect(week.ids).not.toContain(paused.id);

    // A wider window adds the 8th day; resuming the paused plan adds it to the tile and the list alike.
    expect((await dueWithin(8)).ids).toContain(inEight.id);
    expectData(await gql(gateway, SetPlanActiveMutation, { id: paused.id, active: true }, { token: tokens.manager }));
    const resumed = await dueWithin(7);
    expect(resumed.ids).toContain(paused.id);
    expect(resumed.totalCount).toBe(week.totalCount + 1);
    expect(await tile(tokens.manager)).toBe(resumed.totalCount);
  });

  it('the kept due dates follow a reading and an edit of the plan at once', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1, 100);
    const plan = await createPlan(gateway, tokens.manager, FRM1, {
      equipmentId: machine.id,
      title: 'Every 500 h',
      meterEvery: 500,
      startMeter: 0,
    });
    expect((await dueWithin(7)).ids).not.toContain(plan.id);
    const before = await tile();

    const read = (value: number) =>
      gql(gateway, RecordMeterReadingMutation, { equipmentId: machine.id, value }, { token: tokens.manager });
    expectData(await read(520));
    expect((await dueWithin(7)).ids).toContain(plan.id);
    expect(await tile()).toBe(before + 1);

    expectData(
      await gql(gateway, UpdatePlanMutation, { id: plan.id, input: { meterEvery: 1000 } }, { token: tokens.manager }),
    );
    expect((await dueWithin(7)).ids).not.toContain(plan.id);
    expect(await tile()).toBe(before);
  });

  it('refuses a window outside 1 to 366 days, and other farms', async () => {
    for (const days of [0, 367])
      expectError(
        await gql(gateway, PlansDueWithinQuery, { farmId: FRM1, days }, { token: tokens.tech }),
        'BAD_USER_INPUT',
      );
    expectError(await gql(gateway, PlansDueSoonTileQuery, { farmId: FRM3 }, { token: tokens.manager }), 'FORBIDDEN');
    expectError(
      await gql(gateway, PlansDueWithinQuery, { farmId: FRM3, days: 7 }, { token: tokens.manager }),
      'FORBIDDEN',
    );
  });
});

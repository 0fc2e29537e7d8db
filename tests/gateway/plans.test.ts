// Preventive plans through the API: managers create, edit, pause and delete them, with every
// input's range refused in words (BAD_USER_INPUT); members read them; another farm's machine,
// part or member is refused; and no one outside the farm (nor a technician, for writes) gets
// through any plan operation.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql } from './support/gateway.js';
import { FRM1, FRM3, createPart, expectData, maintenanceSuite } from './support/maintenance.js';
import {
  CreatePlanMutation,
  DeletePlanMutation,
  MachinePlansQuery,
  PlanQuery,
  PlansQuery,
  RunSchedulerMutation,
  SetPlanActiveMutation,
  UpdatePlanMutation,
  createPlan,
} from './support/plans.js';
import type { MaintenancePlanInput } from './__generated__/graphql.js';
import { IDS, newMachine } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();
let machine: string;

beforeAll(async () => {
  machine = (await newMachine(gateway, tokens.admin, FRM1, 100)).id;
});

describe('plans CRUD', () => {
  it('a manager creates, reads, edits, pauses and deletes a plan; members read it', async () => {
    const plan = await createPlan(gateway, tokens.manager, FRM1, {
      equipmentId: machine,
      checklist: ['Drain the oil', 'Change the filter'],
      calendarEvery: 12,
      calendarUnit: 'MONTH',
      defaultAssigneeId: IDS.tech,
      leadDays: 7,
    });
    expect(plan).toMatchObject({
      farmId: FRM1,
      title: 'Oil and filters',
      meterEvery: 250,
      startMeter: 100,
      active: true,
      anchor: 'FLOATING',
      equipment: { id: machine },
      defaultAssignee: { id: IDS.tech },
      lastDone: null,
      openOrder: null,
    });
    // 250 h from 100 h; the calendar side is a year away.
    expect(plan.nextDue).toMatchObject({ meter: 350, dueNow: false });

    const read = expectData(await gql(gateway, PlanQuery, { id: plan.id }, { token: tokens.tech })).maintenancePlan;
    expect(read?.id).toBe(plan.id);
    const list = expectData(
      await gql(gateway, PlansQuery, { farmId: FRM1, equipmentId: machine }, { token: tokens.tech }),
    );
    expect(list.maintenancePlans.edges.map((e) => e.node.id)).toEqual([plan.id]);

    const edited = expectData(
      await gql(
        gateway,
        UpdatePlanMutation,
        { id: plan.id, input: { title: 'Engine service', meterEvery: 500 } },
        { token: tokens.manager },
      ),
    ).updateMaintenancePlan;
    expect(edited).toMatchObject({ title: 'Engine service', meterEvery: 500, nextDue: { meter: 600 } });

    const paused = expectData(
      await gql(gateway, SetPlanActiveMutation, { id: plan.id, active: false }, { token: tokens.manager }),
    );
    expect(paused.setMaintenancePlanActive.active).toBe(false);
    const activeOnly = expectData(
      await gql(gateway, PlansQuery, { farmId: FRM1, equipmentId: machine, active: true }, { token: tokens.manager }),
    );
    expect(activeOnly.maintenancePlans.totalCount).toBe(0);

    const machinePlans = expectData(await gql(gateway, MachinePlansQuery, { id: machine }, { token: tokens.tech }));
    expect(machinePlans.equipment?.plans.map((p) => p.id)).toEqual([plan.id]);

    expect(
      expectData(await gql(gateway, DeletePlanMutation, { id: plan.id }, { token: tokens.manager }))
        .deleteMaintenancePlan,
    ).toBe(true);
    expect(errorCode((await gql(gateway, PlanQuery, { id: plan.id }, { token: tokens.manager })).body)).toBe(
      'NOT_FOUND',
    );
    const after = expectData(
      await gql(gateway, PlansQuery, { farmId: FRM1, equipmentId: machine }, { token: tokens.manager }),
    );
    expect(after.maintenancePlans.totalCount).toBe(0);
  });

  it.each([
    ['no trigger', { meterEvery: null }, /calendar or a meter/],
    ['a calendar interval without its unit', { calendarEvery: 3 }, /calendarUnit/],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, /title/],
    ['an empty title', { title: '  ' }, /title/],
    ['a lead time of 366 days', { leadDays: 366 }, /leadDays/],
    ['a negative meter interval', { meterEvery: -5 }, /meterEvery/],
    ['101 checklist items', { checklist: Array.from({ length: 101 }, (_, i) => `Step ${i}`) }, /checklist/],
    ['a checklist item of 501 characters', { checklist: ['x'.repeat(501)] }, /checklist/],
    ['a season ending on 13-01', { seasonStart: '06-01', seasonEnd: '13-01' }, /seasonEnd/],
    ['half a season', { seasonStart: '06-01' }, /season/],
    ['a start date that does not exist', { startDate: '2026-02-30' }, /startDate/],
    ['instructions of 10,001 characters', { instructions: 'x'.repeat(10_001) }, /instructions/],
  ] as [string, MaintenancePlanInput, RegExp][])('%s is refused in words', async (_, input, message) => {
    const res = await gql(
      gateway,
      CreatePlanMutation,
      { farmId: FRM1, input: { title: 'Oil', meterEvery: 250, equipmentId: machine, ...input } },
      { token: tokens.manager },
    );
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0].message).toMatch(message);
  });

  it("another farm's machine, part or member is refused, and nothing is written", async () => {
    const otherMachine = (await newMachine(gateway, tokens.admin, FRM3)).id;
    const otherPart = await createPart(gateway, tokens.admin, { farmId: FRM3 });
    const attempts = [
      { equipmentId: otherMachine },
      { equipmentId: machine, parts: [{ partId: otherPart.id, quantity: 1 }] },
      { equipmentId: machine, defaultAssigneeId: IDS.nofarm },
    ];
    for (const input of attempts) {
      const res = await gql(
        gateway,
        CreatePlanMutation,
        { farmId: FRM1, input: { title: 'X', meterEvery: 10, ...input } },
        { token: tokens.manager },
      );
      expect(errorCode(res.body), JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    const list = expectData(
      await gql(gateway, PlansQuery, { farmId: FRM1, equipmentId: machine }, { token: tokens.manager }),
    );
    expect(list.maintenancePlans.edges.filter((e) => e.node.title === 'X')).toEqual([]);
  });
});

describe('who may do what', () => {
  it('a technician reads but every write and the scheduler are FORBIDDEN; outsiders get nothing', async () => {
    const plan = await createPlan(gateway, tokens.manager, FRM1, { equipmentId: machine, title: 'Greasing' });
    const calls = {
      create: (token: string) =>
        gql(
          gateway,
          CreatePlanMutation,
          { farmId: FRM1, input: { title: 'X', meterEvery: 5, equipmentId: machine } },
          { token },
        ),
      update: (token: string) =>
        gql(gateway, UpdatePlanMutation, { id: plan.id, input: { title: 'Intruder' } }, { token }),
      pause: (token: string) => gql(gateway, SetPlanActiveMutation, { id: plan.id, active: false }, { token }),
      delete: (token: string) => gql(gateway, DeletePlanMutation, { id: plan.id }, { token }),
      run: (token: string) => gql(gateway, RunSchedulerMutation, { farmId: FRM1 }, { token }),
    };
    const reads = {
      plan: (token: string) => gql(gateway, PlanQuery, { id: plan.id }, { token }),
      plans: (token: string) => gql(gateway, PlansQuery, { farmId: FRM1 }, { token }),
    };
    for (const [name, call] of Object.entries(calls))
      expect(errorCode((await call(tokens.tech)).body), `tech ${name}`).toBe('FORBIDDEN');
    for (const account of ['viewer', 'nofarm'] as const)
      for (const [name, call] of Object.entries({ ...calls, ...reads })) {
        const res = await call(tokens[account]);
        expect(errorCode(res.body), `${account} ${name}`).toBe('FORBIDDEN');
        expect(
          Object.values(res.body.data ?? {}).filter((v) => v !== null),
          `${account} ${name}`,
        ).toEqual([]);
      }
    // A manager of FRM1 and FRM2 cannot reach FRM3.
    expect(
      errorCode((await gql(gateway, RunSchedulerMutation, { farmId: FRM3 }, { token: tokens.manager })).body),
    ).toBe('FORBIDDEN');
    expect(errorCode((await gql(gateway, PlansQuery, { farmId: FRM3 }, { token: tokens.manager })).body)).toBe(
      'FORBIDDEN',
    );
    const unchanged = expectData(
      await gql(gateway, PlanQuery, { id: plan.id }, { token: tokens.manager }),
    ).maintenancePlan;
    expect(unchanged).toMatchObject({ title: 'Greasing', active: true });
  });
});

// The planning calendar: a range of at most 62 days, its filters, the workload's hours per
// technician and ISO week against the farm's capacity, and the drag (reschedule): managers
// only, refused for closed orders and other farms' orders, audited, and undone by sending
// the previous values back.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import type { PlanningFilter } from './__generated__/graphql.js';
import { gql } from './support/gateway.js';
import { FRM1, FRM2, FRM3, expectData, expectError, maintenanceSuite } from './support/maintenance.js';
import { IDS, createOrder, newMachine, orderIn, readOrder } from './support/work-orders.js';

const PlanningQuery = graphql(`
  query TestPlanning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {
    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {
      weeklyCapacityHours
      orders {
        day
        basis
        order {
          id
          title
        }
      }
      workload {
        technician {
          id
        }
        week
        weekStart
        estimatedHours
        orderCount
        capacityHours
        overCapacity
      }
    }
  }
`);

const RescheduleMutation = graphql(`
  mutation TestReschedule($id: ID!, $input: RescheduleWorkOrderInput!) {
    rescheduleWorkOrder(id: $id, input: $input) {
      order {
        id
        scheduledStart
        scheduledEnd
        assignees {
          id
        }
      }
      previous {
        scheduledStart
        scheduledEnd
        assigneeIds
      }
    }
  }
`);

const CapacityMutation = graphql(`
  mutation TestPlanningCapacity($farmId: ID!, $hours: Int!) {
    setPlanningCapacity(farmId: $farmId, weeklyCapacityHours: $hours)
  }
`);

const { gateway, tokens } = maintenanceSuite();

// Far from the demo's orders, on a machine of the test's own.
const plan = (from: string, to: string, filter: PlanningFilter, token = tokens.tech) =>
  gql(gateway, PlanningQuery, { farmId: FRM1, from, to, filter }, { token });

describe('the planning range', () => {
  it('is at most 62 days and ends after it starts', async () => {
    expectData(await plan('2099-01-01', '2099-03-03', {}));
    expectError(await plan('2099-01-01', '2099-03-04', {}), 'BAD_USER_INPUT');
    expectError(await plan('2099-02-01', '2099-01-31', {}), 'BAD_USER_INPUT');
  });

  it("is read by the farm's members only", async () => {
    expectData(
      await gql(
        gateway,
        PlanningQuery,
        { farmId: FRM2, from: '2099-01-01', to: '2099-01-31' },
        { token: tokens.viewer },
      ),
    );
    expectError(
      await gql(gateway, PlanningQuery, { farmId: FRM2, from: '2099-01-01', to: '2099-01-31' }, { token: tokens.tech }),
      'FORBIDDEN',
    );
  });
});

describe('the calendar and the workload', () => {
  it('place orders by schedule or due date, filter them, and sum hours per technician and ISO week', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const other = await newMachine(gateway, tokens.admin, FRM1);
    const base = { farmId: FRM1, equipmentId: machine.id };
    const scheduled = await createOrder(gateway, tokens.manager, {
      ...base,
      title: 'Scheduled',
      type: 'PREVENTIVE',
      scheduledStart: '2099-03-03T08:00:00Z',
      estimatedMinutes: 1_800,
      assigneeIds: [IDS.tech],
    });
    const due = await createOrder(gateway, tokens.manager, {
      ...base,
      title: 'Due',
      dueDate: '2099-03-05',
      estimatedMinutes: 900,
      assigneeIds: [IDS.tech, IDS.manager],
    });
    await orderIn(gateway, tokens.manager, 'CANCELLED', {
      ...base,
      dueDate: '2099-03-04',
      estimatedMinutes: 600,
      assigneeIds: [IDS.tech],
    });
    await createOrder(gateway, tokens.manager, {
      ...base,
      title: 'Next week',
      dueDate: '2099-03-10',
      estimatedMinutes: 60,
      assigneeIds: [IDS.tech],
    });
    await createOrder(gateway, tokens.manager, {
      ...base,
      dueDate: '2099-04-10',
      estimatedMinutes: 60,
      assigneeIds: [IDS.tech],
    });
    await createOrder(gateway, tokens.manager, {
      ...base,
      farmId: FRM1,
      equipmentId: other.id,
      dueDate: '2099-03-05',
      assigneeIds: [IDS.tech],
    });

    const planning = expectData(await plan('2099-03-02', '2099-03-15', { equipmentId: machine.id })).planning;
    expect(planning.weeklyCapacityHours).toBe(40);
    const byTitle = Object.fromEntries(planning.orders.map((entry) => [entry.order.title, entry]));
    expect(byTitle.Scheduled).toMatchObject({ day: '2099-03-03', basis: 'SCHEDULED' });
    expect(byTitle.Due).toMatchObject({ day: '2099-03-05', basis: 'DUE_DATE' });
    expect(planning.orders).toHaveLength(4); // the cancelled one shows, April's and the other machine's do not

    // 30 h + 15 h in week 10 for the technician (the cancelled 10 h left out), 15 h for the manager.
    const tech = planning.workload.filter((week) => week.technician.id === IDS.tech);
    expect(tech).toEqual([
      {
        technician: { id: IDS.tech },
        week: '2099-W10',
        weekStart: '2099-03-02',
        estimatedHours: 45,
        orderCount: 2,
        capacityHours: 40,
        overCapacity: true,
      },
      {
        technician: { id: IDS.tech },
        week: '2099-W11',
        weekStart: '2099-03-09',
        estimatedHours: 1,
        orderCount: 1,
        capacityHours: 40,
        overCapacity: false,
      },
    ]);
    expect(planning.workload.find((week) => week.technician.id === IDS.manager)).toMatchObject({
      estimatedHours: 15,
      overCapacity: false,
    });

    const managers = expectData(
      await plan('2099-03-02', '2099-03-15', { equipmentId: machine.id, assigneeIds: [IDS.manager] }),
    ).planning;
    expect(managers.orders.map((entry) => entry.order.id)).toEqual([due.id]);
    const preventive = expectData(
      await plan('2099-03-02', '2099-03-15', { equipmentId: machine.id, type: ['PREVENTIVE'] }),
    ).planning;
    expect(preventive.orders.map((entry) => entry.order.id)).toEqual([scheduled.id]);
  });

  it("compare with the farm's capacity, which managers set between 1 and 168 hours", async () => {
    const setCapacity = (hours: number, token = tokens.manager) =>
      gql(gateway, CapacityMutation, { farmId: FRM1, hours }, { token });
    expectError(await setCapacity(30, tokens.tech), 'FORBIDDEN');
    expectError(await setCapacity(0), 'BAD_USER_INPUT');
    expectError(await setCapacity(169), 'BAD_USER_INPUT');
    expect(expectData(await setCapacity(30)).setPlanningCapacity).toBe(30);
    expect(expectData(await plan('2099-03-02', '2099-03-08', {})).planning.weeklyCapacityHours).toBe(30);
    expectData(await setCapacity(40));
  });
});

describe('rescheduling', () => {
  const move = (id: string, input: object, token = tokens.manager) =>
    gql(gateway, RescheduleMutation, { id, input: input as never }, { token });

  it('moves an order to another day and technician, keeps its duration, is audited and undone', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const order = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      scheduledStart: '2099-05-04T08:00:00.000Z',
      scheduledEnd: '2099-05-04T10:00:00.000Z',
      assigneeIds: [IDS.tech],
    });
    const moved = expectData(
      await move(order.id, { scheduledStart: '2099-05-06T08:00:00.000Z', assigneeId: IDS.manager }),
    );
    expect(moved.rescheduleWorkOrder.order).toMatchObject({
      scheduledStart: '2099-05-06T08:00:00.000Z',
      scheduledEnd: '2099-05-06T10:00:00.000Z',
      assignees: [{ id: IDS.manager }],
    });
    const { previous } = moved.rescheduleWorkOrder;
    expect(previous).toEqual({
      scheduledStart: '2099-05-04T08:00:00.000Z',
      scheduledEnd: '2099-05-04T10:00:00.000Z',
      assigneeIds: [IDS.tech],
    });
    const entry = (await readOrder(gateway, tokens.manager, order.id)).timeline[0];
    expect(entry).toMatchObject({ action: 'RESCHEDULE' });
    expect(entry.changes).toMatchObject({
      assignees: { after: [expect.any(String)] },
      scheduledStart: expect.anything(),
    });

    expectData(await move(order.id, previous));
    expect(await readOrder(gateway, tokens.manager, order.id)).toMatchObject({
      scheduledStart: '2099-05-04T08:00:00.000Z',
      scheduledEnd: '2099-05-04T10:00:00.000Z',
      assignees: [{ id: IDS.tech }],
    });
  });

  it('schedules an order shown on its due date, and the undo puts it back there unscheduled and unassigned', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const order = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      dueDate: '2099-06-10',
    });
    const { previous } = expectData(
      await move(order.id, { scheduledStart: '2099-06-12T08:00:00.000Z', assigneeId: IDS.tech }),
    ).rescheduleWorkOrder;
    expect(previous).toEqual({ scheduledStart: null, scheduledEnd: null, assigneeIds: [] });
    expectData(await move(order.id, previous));
    expect(await readOrder(gateway, tokens.manager, order.id)).toMatchObject({
      scheduledStart: null,
      scheduledEnd: null,
      assignees: [],
    });
    const { orders } = expectData(await plan('2099-06-08', '2099-06-14', {})).planning;
    expect(orders.find((entry) => entry.order.id === order.id)).toMatchObject({ day: '2099-06-10', basis: 'DUE_DATE' });
    expectError(await move(order.id, {}), 'BAD_USER_INPUT');
  });

  it('is refused for closed orders (naming the status), technicians and other farms', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const base = {
      farmId: FRM1,
      equipmentId: machine.id,
      scheduledStart: '2099-05-04T08:00:00.000Z',
      assigneeIds: [IDS.tech],
    };
    const to = { scheduledStart: '2099-05-07T08:00:00.000Z' };
    for (const status of ['COMPLETED', 'CANCELLED'] as const) {
      const closed = await orderIn(gateway, tokens.manager, status, base);
      const res = await move(closed.id, to);
      expectError(res, 'BAD_USER_INPUT');
      expect(res.body?.errors?.[0]?.message).toContain(status);
      expect((await readOrder(gateway, tokens.manager, closed.id)).scheduledStart).toBe(base.scheduledStart);
    }
    const open = await createOrder(gateway, tokens.manager, base);
    expectError(await move(open.id, to, tokens.tech), 'FORBIDDEN');
    expectError(await move(open.id, { ...to, assigneeId: IDS.nofarm }), 'BAD_USER_INPUT');
    expectError(await move(open.id, { ...to, scheduledEnd: '2099-05-06T08:00:00.000Z' }), 'BAD_USER_INPUT');
    const elsewhere = await createOrder(gateway, tokens.admin, {
      farmId: FRM3,
      equipmentId: (await newMachine(gateway, tokens.admin, FRM3)).id,
    });
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain((await move(elsewhere.id, to)).body?.errors?.[0]?.extensions?.code);
    expect((await readOrder(gateway, tokens.manager, open.id)).scheduledStart).toBe(base.scheduledStart);
  });
});

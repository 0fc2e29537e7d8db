// What happens around a work order's life: a corrective order with the machine down holds it
// DOWN and gives back the status it had (also when several orders hold it, and through
// reopening and edits); completing records a meter reading under the register's rules, a
// refused one refusing the whole completion; edits and assignments are checked and appear on
// the timeline; assignees and requesters are notified of what others did.
import { describe, expect, it } from 'vitest';
import { errorCode, gql } from './support/gateway.js';
import { FRM1, FRM2, createMachine, expectData, readMachine, maintenanceSuite } from './support/maintenance.js';
import { NotificationsQuery } from './support/feed-operations.js';
import {
  AssignWorkOrderMutation,
  CompleteWorkOrderMutation,
  CreateWorkOrderMutation,
  IDS,
  TRANSITIONS,
  UpdateWorkOrderMutation,
  WorkOrderAssigneesQuery,
  createOrder,
  newMachine,
  orderIn,
  readOrder,
} from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

const statusOf = async (machineId: string) => (await readMachine(gateway, tokens.admin, machineId)).status;
const act = async (name: keyof typeof TRANSITIONS, id: string, token = tokens.manager) =>
  expectData(await TRANSITIONS[name](gateway, id, token), name);
const update = (id: string, input: Record<string, unknown>, token = tokens.manager) =>
  gql(gateway, UpdateWorkOrderMutation, { id, input }, { token });

describe('equipment down', () => {
  it('takes the machine DOWN, audited on the machine, and gives it back its status when the order completes', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const order = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      equipmentDown: true,
    });
    expect(order.equipment.status).toBe('DOWN');
    const [stopped] = (await readMachine(gateway, tokens.admin, machine.id)).history;
    expect(stopped).toMatchObject({
      action: 'WORK_ORDER',
      changes: { status: { before: 'OPERATIONAL', after: 'DOWN' }, workOrder: { before: null, after: order.number } },
    });
    await act('start', order.id);
    expect(await statusOf(machine.id)).toBe('DOWN');
    await act('complete', order.id);
    expect(await statusOf(machine.id)).toBe('OPERATIONAL');
    expect((await readMachine(gateway, tokens.admin, machine.id)).history[0].changes).toEqual({
      status: { before: 'DOWN', after: 'OPERATIONAL' },
      workOrder: { before: order.number, after: null },
    });
  });

  it('gives back the status the machine had (NEEDS_ATTENTION) when the order is cancelled', async () => {
    const machine = await createMachine(gateway, tokens.admin, { farmId: FRM1, status: 'NEEDS_ATTENTION' });
    const order = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      equipmentDown: true,
    });
    expect(await statusOf(machine.id)).toBe('DOWN');
    await act('cancel', order.id);
    expect(await statusOf(machine.id)).toBe('NEEDS_ATTENTION');
  });

  it('stays DOWN until the last of several orders holding it closes, which gives back the status from before the first', async () => {
    const machine = await createMachine(gateway, tokens.admin, { farmId: FRM1, status: 'NEEDS_ATTENTION' });
    const base = { farmId: FRM1, equipmentId: machine.id, equipmentDown: true };
    const first = await orderIn(gateway, tokens.manager, 'IN_PROGRESS', base);
    const second = await createOrder(gateway, tokens.manager, base);
    await act('complete', first.id);
    expect(await statusOf(machine.id)).toBe('DOWN');
    await act('cancel', second.id);
    expect(await statusOf(machine.id)).toBe('NEEDS_ATTENTION');
    // Reopened, the first order holds the machine again; then its edits move the hold.
    await act('reopen', first.id);
    expect(await statusOf(machine.id)).toBe('DOWN');
    expectData(await update(first.id, { equipmentDown: false }));
    expect(await statusOf(machine.id)).toBe('NEEDS_ATTENTION');
    expectData(await update(first.id, { equipmentDown: true }));
    expect(await statusOf(machine.id)).toBe('DOWN');
    const other = await newMachine(gateway, tokens.admin, FRM1);
    expectData(await update(first.id, { equipmentId: other.id }));
    expect([await statusOf(machine.id), await statusOf(other.id)]).toEqual(['NEEDS_ATTENTION', 'DOWN']);
    await act('cancel', first.id);
    expect(await statusOf(other.id)).toBe('OPERATIONAL');
  });

  it('leaves the machine alone without the flag, and refuses the flag or a failure time on a preventive order', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id });
    expect(await statusOf(machine.id)).toBe('OPERATIONAL');
    for (const extra of [{ equipmentDown: true }, { failureAt: new Date().toISOString() }]) {
      const res = await gql(
        gateway,
        CreateWorkOrderMutation,
        { input: { farmId: FRM1, type: 'PREVENTIVE', title: 'Service', equipmentId: machine.id, ...extra } },
        { token: tokens.manager },
      );
      expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
    }
    expect(await statusOf(machine.id)).toBe('OPERATIONAL');
    const retired = await createMachine(gateway, tokens.admin, { farmId: FRM1, status: 'RETIRED' });
    const res = await gql(
      gateway,
      CreateWorkOrderMutation,
      { input: { farmId: FRM1, type: 'CORRECTIVE', title: 'Too late', equipmentId: retired.id } },
      { token: tokens.manager },
    );
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
  });
});

describe('completing with a meter reading', () => {
  it('records the reading through the register; a lower one refuses the whole completion', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1, 100);
    const order = await orderIn(gateway, tokens.manager, 'IN_PROGRESS', {
      farmId: FRM1,
      equipmentId: machine.id,
      equipmentDown: true,
      assigneeIds: [IDS.tech],
    });
    const before = await readOrder(gateway, tokens.admin, order.id);
    const low = await gql(
      gateway,
      CompleteWorkOrderMutation,
      { id: order.id, input: { notes: 'Replaced the hose', meterReading: 99 } },
      { token: tokens.tech },
    );
    expect(errorCode(low.body)).toBe('BAD_USER_INPUT');
    expect(low.body.errors![0].extensions?.messageKey).toBe('readingTooLow');
    expect(await readOrder(gateway, tokens.admin, order.id)).toEqual(before);
    expect((await readMachine(gateway, tokens.admin, machine.id)).meterValue).toBe(100);

    const done = expectData(
      await gql(
        gateway,
        CompleteWorkOrderMutation,
        { id: order.id, input: { notes: 'Replaced the hose', meterReading: 112.5 } },
        { token: tokens.tech },
      ),
    ).completeWorkOrder;
    expect(done).toMatchObject({ status: 'COMPLETED', completionNotes: 'Replaced the hose' });
    expect(done.equipment).toMatchObject({ status: 'OPERATIONAL', meterValue: 112.5 });
    const [entry] = (await readOrder(gateway, tokens.admin, order.id)).timeline;
    expect(entry.changes).toMatchObject({
      status: { before: 'IN_PROGRESS', after: 'COMPLETED' },
      meterReading: { before: 100, after: 112.5 },
    });
    const readings = (await readMachine(gateway, tokens.admin, machine.id)).readings;
    expect(readings[0]).toMatchObject({ value: 112.5, recordedByName: expect.any(String) });
  });

  it('refuses a reading for a machine without a meter, and the order stays in progress', async () => {
    const machine = await createMachine(gateway, tokens.admin, { farmId: FRM1, meterUnit: 'NONE' });
    const order = await orderIn(gateway, tokens.manager, 'IN_PROGRESS', { farmId: FRM1, equipmentId: machine.id });
    const res = await gql(
      gateway,
      CompleteWorkOrderMutation,
      { id: order.id, input: { meterReading: 5 } },
      { token: tokens.manager },
    );
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
    expect((await readOrder(gateway, tokens.admin, order.id)).status).toBe('IN_PROGRESS');
  });
});

describe('edits and assignments', () => {
  it('edits open orders only, checks the schedule and requester, and records the changes on the timeline', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const order = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id, title: 'Leak' });
    const edited = expectData(
      await update(order.id, {
        title: 'Hydraulic leak',
        priority: 'URGENT',
        dueDate: '2030-01-31',
        estimatedMinutes: 90,
      }),
    ).updateWorkOrder;
    expect(edited).toMatchObject({
      title: 'Hydraulic leak',
      priority: 'URGENT',
      dueDate: '2030-01-31',
      estimatedMinutes: 90,
    });
    const [entry] = (await readOrder(gateway, tokens.admin, order.id)).timeline;
    expect(entry).toMatchObject({
      action: 'UPDATE',
      changes: { title: { before: 'Leak', after: 'Hydraulic leak' }, priority: { before: 'MEDIUM', after: 'URGENT' } },
    });
    const before = await readOrder(gateway, tokens.admin, order.id);
    const refusals = [
      await update(order.id, { scheduledStart: '2030-01-02T08:00:00Z', scheduledEnd: '2030-01-01T08:00:00Z' }),
      await update(order.id, { requesterId: IDS.viewer }),
      await update(order.id, { requesterId: IDS.nofarm }),
      await update(order.id, { title: '' }),
      await update(order.id, { estimatedMinutes: 0 }),
    ];
    expect(refusals.map((res) => errorCode(res.body))).toEqual(Array(5).fill('BAD_USER_INPUT'));
    expect(errorCode((await update(order.id, { title: 'Mine' }, tokens.tech)).body)).toBe('FORBIDDEN');
    expect(await readOrder(gateway, tokens.admin, order.id)).toEqual(before);

    await act('cancel', order.id);
    const closed = await update(order.id, { title: 'Too late' });
    expect(closed.body.errors?.[0].extensions?.messageKey).toBe('workOrderClosed');
  });

  it('assigns technicians and managers of the farm only, and shows who was assigned on the timeline', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const order = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id });
    const assign = (assigneeIds: string[], token = tokens.manager) =>
      gql(gateway, AssignWorkOrderMutation, { id: order.id, assigneeIds }, { token });
    // Not members of FRM-001: the viewer account (FRM-002), the admin (global), nofarm.
    for (const outsider of [IDS.viewer, IDS.admin, IDS.nofarm])
      expect(errorCode((await assign([IDS.tech, outsider])).body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await assign([IDS.tech], tokens.tech)).body)).toBe('FORBIDDEN');
    const assigned = expectData(await assign([IDS.tech, IDS.manager, IDS.tech])).assignWorkOrder;
    expect(assigned.assignees.map((person) => person.id).sort()).toEqual([IDS.manager, IDS.tech].sort());
    const [entry] = (await readOrder(gateway, tokens.admin, order.id)).timeline;
    expect(entry.action).toBe('ASSIGN');
    expect((entry.changes as { assignees: { after: string[] } }).assignees.after).toHaveLength(2);
    expect(expectData(await assign([])).assignWorkOrder.assignees).toEqual([]);
  });

  it('lists who may be assigned on each farm: its technicians and managers, by name', async () => {
    const ids = async (farmId: string) =>
      expectData(
        await gql(gateway, WorkOrderAssigneesQuery, { farmId }, { token: tokens.admin }),
      ).workOrderAssignees.map((person) => person.id);
    expect((await ids(FRM1)).sort()).toEqual([IDS.manager, IDS.tech].sort());
    expect(await ids(FRM2)).toEqual([IDS.manager]);
  });
});

describe('notifications', () => {
  const about = async (token: string, orderId: string) => {
    const res = await gql(gateway, NotificationsQuery, { farmId: FRM1 }, { token });
    return expectData(res).notifications.filter((item) => item.link?.endsWith(orderId));
  };

  it('tell a new assignee, and the requester of each status change someone else makes, never the one who acted', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const order = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      title: 'Flat tyre',
      assigneeIds: [IDS.tech, IDS.manager],
    });
    const [assigned] = await about(tokens.tech, order.id);
    expect(assigned).toMatchObject({
      messageKey: 'workOrderAssigned',
      messageParams: { number: order.number, title: 'Flat tyre', machine: machine.code },
      link: `/work-orders/${order.id}`,
      useRouter: true,
    });
    expect(assigned.description).toContain(order.number);
    expect(await about(tokens.manager, order.id)).toEqual([]);

    await act('start', order.id, tokens.tech);
    await act('hold', order.id, tokens.tech);
    await act('resume', order.id, tokens.manager);
    await act('complete', order.id, tokens.tech);
    const keys = (await about(tokens.manager, order.id)).map((item) => item.messageKey);
    expect(keys).toEqual(['workOrderCompleted', 'workOrderOnHold', 'workOrderStarted']);
    expect((await about(tokens.tech, order.id)).map((item) => item.messageKey)).toEqual(['workOrderAssigned']);
  });
});

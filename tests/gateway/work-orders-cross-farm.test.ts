// Farm isolation of work orders: every query and mutation aimed at a farm the caller does not
// belong to, or at an order of such a farm, is FORBIDDEN with no data, and that farm's orders
// and machines are read back unchanged. Inside their own farm, callers cannot reach another
// farm's machine, member or order through an id: BAD_USER_INPUT, CONFLICT or an empty list.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql, type GraphQLBody, type HttpResult } from './support/gateway.js';
import {
  FRM1,
  FRM2,
  FRM3,
  expectData,
  readMachine,
  type MaintenanceAccountKey,
  maintenanceSuite,
} from './support/maintenance.js';
import {
  AssignWorkOrderMutation,
  CompleteWorkOrderMutation,
  CreateWorkOrderMutation,
  IDS,
  TRANSITIONS,
  UpdateWorkOrderMutation,
  WorkOrderAssigneesQuery,
  WorkOrderQuery,
  WorkOrdersQuery,
  newMachine,
  orderIn,
  readOrder,
} from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();
/** Per farm: a machine and an order in each status that some change starts from. */
const farms: Record<string, { machine: string; open: string; inProgress: string; onHold: string; completed: string }> =
  {};

beforeAll(async () => {
  for (const farmId of [FRM1, FRM2, FRM3]) {
    const machine = (await newMachine(gateway, tokens.admin, farmId)).id;
    const base = { farmId, equipmentId: machine, equipmentDown: true };
    farms[farmId] = {
      machine,
      open: (await orderIn(gateway, tokens.admin, 'OPEN', base)).id,
      inProgress: (await orderIn(gateway, tokens.admin, 'IN_PROGRESS', base)).id,
      onHold: (await orderIn(gateway, tokens.admin, 'ON_HOLD', base)).id,
      completed: (await orderIn(gateway, tokens.admin, 'COMPLETED', base)).id,
    };
  }
});

/** Everything a refused call could have touched in a farm, read by the admin. */
async function farmState(farmId: string) {
  const { machine, ...orders } = farms[farmId];
  const list = expectData(await gql(gateway, WorkOrdersQuery, { farmId, first: 100 }, { token: tokens.admin }));
  return {
    machine: await readMachine(gateway, tokens.admin, machine),
    orders: await Promise.all(Object.values(orders).map((id) => readOrder(gateway, tokens.admin, id))),
    list: list.workOrders.edges.map((edge) => [edge.node.id, edge.node.status, edge.node.updatedAt]),
  };
}

type Call = (token: string | undefined) => Promise<HttpResult<GraphQLBody<unknown>>>;

/** Every query and mutation of work orders, aimed at `farmId` and its orders. */
function callsOn(farmId: string): Record<string, Call> {
  const f = farms[farmId];
  const as = (token: string | undefined) => ({ token });
  return {
    workOrders: (token) => gql(gateway, WorkOrdersQuery, { farmId }, as(token)),
    workOrder: (token) => gql(gateway, WorkOrderQuery, { id: f.open }, as(token)),
    workOrderAssignees: (token) => gql(gateway, WorkOrderAssigneesQuery, { farmId }, as(token)),
    createWorkOrder: (token) =>
      gql(
        gateway,
        CreateWorkOrderMutation,
        { input: { farmId, type: 'CORRECTIVE', title: 'Intruder', equipmentId: f.machine, equipmentDown: true } },
        as(token),
      ),
    updateWorkOrder: (token) =>
      gql(gateway, UpdateWorkOrderMutation, { id: f.open, input: { title: 'Intruder' } }, as(token)),
    assignWorkOrder: (token) => gql(gateway, AssignWorkOrderMutation, { id: f.open, assigneeIds: [] }, as(token)),
    startWorkOrder: (token) => TRANSITIONS.start(gateway, f.open, token!),
    holdWorkOrder: (token) => TRANSITIONS.hold(gateway, f.inProgress, token!),
    resumeWorkOrder: (token) => TRANSITIONS.resume(gateway, f.onHold, token!),
    completeWorkOrder: (token) =>
      gql(gateway, CompleteWorkOrderMutation, { id: f.inProgress, input: { meterReading: 1e6 } }, as(token)),
    cancelWorkOrder: (token) => TRANSITIONS.cancel(gateway, f.open, token!),
    reopenWorkOrder: (token) => TRANSITIONS.reopen(gateway, f.completed, token!),
  };
}

describe.each([
  ['manager', FRM3],
  ['tech', FRM2],
  ['viewer', FRM1],
  ['nofarm', FRM1],
] as [MaintenanceAccountKey, string][])('%s aimed at a farm they are not a member of', (account, farmId) => {
  it('every query and mutation is FORBIDDEN, answers no data and changes nothing there', async () => {
    const before = await farmState(farmId);
    const codes: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(callsOn(farmId))) {
      const res = await call(tokens[account]);
      codes[name] = errorCode(res.body);
      expect(
        Object.values(res.body.data ?? {}).filter((value) => value !== null),
        name,
      ).toEqual([]);
    }
    expect(codes).toEqual(Object.fromEntries(Object.keys(codes).map((name) => [name, 'FORBIDDEN'])));
    expect(await farmState(farmId)).toEqual(before);
  });
});

it('anonymous calls are UNAUTHENTICATED and change nothing', async () => {
  const before = await farmState(FRM1);
  for (const [name, call] of Object.entries(callsOn(FRM1)))
    expect(errorCode((await call(undefined)).body), name).toBe('UNAUTHENTICATED');
  expect(await farmState(FRM1)).toEqual(before);
});

describe("another farm's ids inside one's own farm", () => {
  it('a machine of another farm is refused on creation and on edit, and that machine stays as it was', async () => {
    const foreignMachine = farms[FRM3].machine;
    const before = await farmState(FRM3);
    const ownBefore = await farmState(FRM1);
    const created = await gql(
      gateway,
      CreateWorkOrderMutation,
      {
        input: {
          farmId: FRM1,
          type: 'CORRECTIVE',
          title: 'Wrong machine',
          equipmentId: foreignMachine,
          equipmentDown: true,
        },
      },
      { token: tokens.manager },
    );
    expect(errorCode(created.body)).toBe('BAD_USER_INPUT');
    const edited = await gql(
      gateway,
      UpdateWorkOrderMutation,
      { id: farms[FRM1].open, input: { equipmentId: foreignMachine } },
      { token: tokens.manager },
    );
    expect(errorCode(edited.body)).toBe('BAD_USER_INPUT');
    // The same message whether the machine is elsewhere or nowhere: nothing is learnt.
    const unknown = await gql(
      gateway,
      UpdateWorkOrderMutation,
      { id: farms[FRM1].open, input: { equipmentId: '00000000-0000-4000-8000-000000000000' } },
      { token: tokens.manager },
    );
    expect(unknown.body.errors?.[0].message).toBe(edited.body.errors?.[0].message);
    expect(await farmState(FRM3)).toEqual(before);
    expect(await farmState(FRM1)).toEqual(ownBefore);
  });

  it('members of another farm are refused as assignees and as requester', async () => {
    const before = await farmState(FRM1);
    // The viewer account belongs to FRM-002 only; nofarm to none.
    for (const outsider of [IDS.viewer, IDS.nofarm]) {
      const assigned = await gql(
        gateway,
        AssignWorkOrderMutation,
        { id: farms[FRM1].open, assigneeIds: [outsider] },
        { token: tokens.manager },
      );
      expect(errorCode(assigned.body)).toBe('BAD_USER_INPUT');
      const created = await gql(
        gateway,
        CreateWorkOrderMutation,
        {
          input: {
            farmId: FRM1,
            type: 'CORRECTIVE',
            title: 'Outsider',
            equipmentId: farms[FRM1].machine,
            assigneeIds: [outsider],
          },
        },
        { token: tokens.manager },
      );
      expect(errorCode(created.body)).toBe('BAD_USER_INPUT');
      const requested = await gql(
        gateway,
        UpdateWorkOrderMutation,
        { id: farms[FRM1].open, input: { requesterId: outsider } },
        { token: tokens.manager },
      );
      expect(errorCode(requested.body)).toBe('BAD_USER_INPUT');
    }
    expect(await farmState(FRM1)).toEqual(before);
  });

  it("filtering one's own list by another farm's machine or member finds nothing", async () => {
    for (const filter of [{ equipmentId: farms[FRM3].machine }, { assigneeId: IDS.viewer }]) {
      const res = await gql(gateway, WorkOrdersQuery, { farmId: FRM1, filter }, { token: tokens.manager });
      expect(expectData(res).workOrders.totalCount, JSON.stringify(filter)).toBe(0);
    }
  });
});

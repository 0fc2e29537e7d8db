// Helpers of the work-order suites: their typed operations, an order builder that brings an
// order to any status, read-backs through the admin, and the demo accounts' ids.
import { randomUUID } from 'node:crypto';
import { graphql } from '../__generated__';
import type { CreateWorkOrderInput, TestWorkOrderFieldsFragment, WorkOrderStatus } from '../__generated__/graphql.js';
import { demo } from './fixtures.js';
import { gql, type GatewayAddress, type GraphQLBody, type HttpResult } from './gateway.js';
import { createMachine, expectData } from './maintenance.js';

export const userId = (email: string) => demo.users.find((user) => user.email === email)!.id;
export const IDS = {
  admin: userId('admin@farmmaint.app'),
  manager: userId('manager@farmmaint.app'),
  tech: userId('tech@farmmaint.app'),
  viewer: userId('viewer@farmmaint.app'),
  nofarm: userId('nofarm@farmmaint.app'),
};

export const WorkOrderFields = graphql(`
  fragment TestWorkOrderFields on WorkOrder {
    id
    farmId
    number
    type
    title
    description
    priority
    status
    dueDate
    overdue
    scheduledStart
    scheduledEnd
    estimatedMinutes
    startedAt
    completedAt
    cancelledAt
    cancelReason
    holdReason
    completionNotes
    failureAt
    equipmentDown
    planId
    viewerActions
    updatedAt
    equipment {
      id
      code
      status
      meterValue
    }
    assignees {
      id
      name
    }
    requester {
      id
      name
    }
    parent {
      id
      number
    }
  }
`);

export const WorkOrderQuery = graphql(`
  query TestWorkOrder($id: ID!) {
    workOrder(id: $id) {
      ...TestWorkOrderFields
      timeline {
        id
        action
        actorName
        at
        changes
      }
    }
  }
`);

export const WorkOrdersQuery = graphql(`
  query TestWorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {
    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          number
          title
          status
          priority
          dueDate
          overdue
          updatedAt
          equipment {
            id
            code
          }
          assignees {
            id
          }
        }
      }
    }
  }
`);

export const WorkOrderAssigneesQuery = graphql(`
  query TestWorkOrderAssignees($farmId: ID!) {
    workOrderAssignees(farmId: $farmId) {
      id
      name
    }
  }
`);

export const MachineWorkOrdersQuery = graphql(`
  query TestMachineWorkOrders($id: ID!) {
    equipment(id: $id) {
      id
      status
      workOrders {
        id
        number
        status
      }
    }
  }
`);

export const CreateWorkOrderMutation = graphql(`
  mutation TestCreateWorkOrder($input: CreateWorkOrderInput!) {
    createWorkOrder(input: $input) {
      ...TestWorkOrderFields
    }
  }
`);

export const UpdateWorkOrderMutation = graphql(`
  mutation TestUpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {
    updateWorkOrder(id: $id, input: $input) {
      ...TestWorkOrderFields
    }
  }
`);

export const AssignWorkOrderMutation = graphql(`
  mutation TestAssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {
    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {
      ...TestWorkOrderFields
    }
  }
`);

export const StartWorkOrderMutation = graphql(`
  mutation TestStartWorkOrder($id: ID!) {
    startWorkOrder(id: $id) {
      ...TestWorkOrderFields
    }
  }
`);

export const HoldWorkOrderMutation = graphql(`
  mutation TestHoldWorkOrder($id: ID!, $reason: String) {
    holdWorkOrder(id: $id, reason: $reason) {
      ...TestWorkOrderFields
    }
  }
`);

export const ResumeWorkOrderMutation = graphql(`
  mutation TestResumeWorkOrder($id: ID!) {
    resumeWorkOrder(id: $id) {
      ...TestWorkOrderFields
    }
  }
`);

export const CompleteWorkOrderMutation = graphql(`
  mutation TestCompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {
    completeWorkOrder(id: $id, input: $input) {
      ...TestWorkOrderFields
    }
  }
`);

export const CancelWorkOrderMutation = graphql(`
  mutation TestCancelWorkOrder($id: ID!, $reason: String!) {
    cancelWorkOrder(id: $id, reason: $reason) {
      ...TestWorkOrderFields
    }
  }
`);

export const ReopenWorkOrderMutation = graphql(`
  mutation TestReopenWorkOrder($id: ID!, $reason: String) {
    reopenWorkOrder(id: $id, reason: $reason) {
      ...TestWorkOrderFields
    }
  }
`);

/** A status change's answer: its one field holds the order. */
export type TransitionResult = HttpResult<GraphQLBody<Record<string, TestWorkOrderFieldsFragment>>>;
const changed = (answer: Promise<HttpResult<GraphQLBody<object>>>) => answer as Promise<TransitionResult>;

/** The six status changes, each as one call on an order id. */
export const TRANSITIONS = {
  start: (gateway: GatewayAddress, id: string, token: string) =>
    changed(gql(gateway, StartWorkOrderMutation, { id }, { token })),
  hold: (gateway: GatewayAddress, id: string, token: string) =>
    changed(gql(gateway, HoldWorkOrderMutation, { id, reason: 'Waiting for parts' }, { token })),
  resume: (gateway: GatewayAddress, id: string, token: string) =>
    changed(gql(gateway, ResumeWorkOrderMutation, { id }, { token })),
  complete: (gateway: GatewayAddress, id: string, token: string) =>
    changed(gql(gateway, CompleteWorkOrderMutation, { id, input: { notes: 'Done' } }, { token })),
  cancel: (gateway: GatewayAddress, id: string, token: string) =>
    changed(gql(gateway, CancelWorkOrderMutation, { id, reason: 'Not needed' }, { token })),
  reopen: (gateway: GatewayAddress, id: string, token: string) =>
    changed(gql(gateway, ReopenWorkOrderMutation, { id }, { token })),
};
export type TransitionName = keyof typeof TRANSITIONS;

/** The changes that bring a new (OPEN) order to each status. */
const PATH: Record<WorkOrderStatus, TransitionName[]> = {
  OPEN: [],
  IN_PROGRESS: ['start'],
  ON_HOLD: ['start', 'hold'],
  COMPLETED: ['start', 'complete'],
  CANCELLED: ['cancel'],
};

export async function createOrder(
  gateway: GatewayAddress,
  token: string,
  input: Partial<CreateWorkOrderInput> & { farmId: string; equipmentId: string },
) {
  const res = await gql(
    gateway,
    CreateWorkOrderMutation,
    { input: { type: 'CORRECTIVE', title: 'Test order', ...input } },
    { token },
  );
  return expectData(res, 'createWorkOrder').createWorkOrder;
}

/** A new order brought to `status` by `token` (a manager or the admin). */
export async function orderIn(
  gateway: GatewayAddress,
  token: string,
  status: WorkOrderStatus,
  input: Partial<CreateWorkOrderInput> & { farmId: string; equipmentId: string },
) {
  const order = await createOrder(gateway, token, input);
  for (const step of PATH[status]) expectData(await TRANSITIONS[step](gateway, order.id, token), step);
  return order;
}

export async function readOrder(gateway: GatewayAddress, token: string, id: string) {
  const order = expectData(await gql(gateway, WorkOrderQuery, { id }, { token }), `workOrder(${id})`).workOrder;
  if (!order) throw new Error(`no work order ${id}`);
  return order;
}

/** A machine made for the test (OPERATIONAL, hours meter at `meterValue`). */
export const newMachine = (gateway: GatewayAddress, token: string, farmId: string, meterValue = 100) =>
  createMachine(gateway, token, { farmId, meterValue });

export const clientId = () => randomUUID();

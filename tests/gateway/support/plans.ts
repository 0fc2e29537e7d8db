// Helpers of the plans suites: their typed operations and a plan builder.
import type { MaintenancePlanInput } from '../__generated__/graphql.js';
import { graphql } from '../__generated__';
import { gql, type GatewayAddress } from './gateway.js';
import { expectData } from './maintenance.js';

export const PlanFields = graphql(`
  fragment TestPlanFields on MaintenancePlan {
    id
    farmId
    title
    checklist
    priority
    leadDays
    active
    calendarEvery
    calendarUnit
    meterEvery
    anchor
    startDate
    startMeter
    equipment {
      id
    }
    defaultAssignee {
      id
    }
    lastDone {
      date
      meter
      key
    }
    lastSkipped {
      date
      meter
      key
    }
    nextDue {
      date
      meter
      dueDate
      dueNow
      key
    }
    openOrder {
      id
    }
  }
`);

export const CreatePlanMutation = graphql(`
  mutation TestCreatePlan($farmId: ID!, $input: MaintenancePlanInput!) {
    createMaintenancePlan(farmId: $farmId, input: $input) {
      ...TestPlanFields
    }
  }
`);

export const UpdatePlanMutation = graphql(`
  mutation TestUpdatePlan($id: ID!, $input: MaintenancePlanInput!) {
    updateMaintenancePlan(id: $id, input: $input) {
      ...TestPlanFields
    }
  }
`);

export const SetPlanActiveMutation = graphql(`
  mutation TestSetPlanActive($id: ID!, $active: Boolean!) {
    setMaintenancePlanActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

export const DeletePlanMutation = graphql(`
  mutation TestDeletePlan($id: ID!) {
    deleteMaintenancePlan(id: $id)
  }
`);

export const RunSchedulerMutation = graphql(`
  mutation TestRunPlanScheduler($farmId: ID!) {
    runPlanScheduler(farmId: $farmId) {
      opened
      orders {
        id
        type
        title
        status
        dueDate
        planId
        plan {
          id
        }
        checklist {
          text
        }
        assignees {
          id
        }
      }
    }
  }
`);

export const PlanQuery = graphql(`
  query TestPlan($id: ID!) {
    maintenancePlan(id: $id) {
      ...TestPlanFields
    }
  }
`);

export const PlansQuery = graphql(`
  query TestPlans($farmId: ID!, $equipmentId: ID, $active: Boolean) {
    maintenancePlans(farmId: $farmId, equipmentId: $equipmentId, active: $active) {
      totalCount
      edges {
        node {
          id
          title
        }
      }
    }
  }
`);

export const MachinePlansQuery = graphql(`
  query TestMachinePlans($id: ID!) {
    equipment(id: $id) {
      plans {
        id
      }
    }
  }
`);

/** A plan made by `token`: every 250 h by default. */
export async function createPlan(
  gateway: GatewayAddress,
  token: string,
  farmId: string,
  input: MaintenancePlanInput & { equipmentId: string },
) {
  const res = await gql(
    gateway,
    CreatePlanMutation,
    { farmId, input: { title: 'Oil and filters', meterEvery: 250, ...input } },
    { token },
  );
  return expectData(res, 'createMaintenancePlan').createMaintenancePlan;
}

export const runScheduler = async (gateway: GatewayAddress, token: string, farmId: string) =>
  expectData(await gql(gateway, RunSchedulerMutation, { farmId }, { token }), 'runPlanScheduler').runPlanScheduler;

export const OrderPlanQuery = graphql(`
  query TestOrderPlan($id: ID!) {
    workOrder(id: $id) {
      id
      status
      planId
      plan {
        id
        title
      }
    }
  }
`);

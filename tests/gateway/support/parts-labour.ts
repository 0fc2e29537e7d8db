// Helpers of the parts and labour suites: their typed operations, a part read-back with its
// reservations and ledger, and an order assigned to the technician.
import { graphql } from '../__generated__';
import type { LogLabourInput, WorkOrderPartMovementInput } from '../__generated__/graphql.js';
import { gql, type GatewayAddress } from './gateway.js';
import { createPart, expectData, expectLedgerConsistent } from './maintenance.js';
import { IDS, createOrder, newMachine } from './work-orders.js';

export const PartStockQuery = graphql(`
  query TestPartStock($id: ID!) {
    sparePart(id: $id) {
      id
      partNumber
      unit
      quantityOnHand
      reserved
      available
      minQuantity
      lowStock
      unitCost
      movements {
        type
        quantity
        unitCost
        balanceAfter
        createdAt
        workOrder {
          id
        }
      }
    }
  }
`);

export const OrderPartsQuery = graphql(`
  query TestOrderParts($id: ID!) {
    workOrder(id: $id) {
      id
      status
      parts {
        id
        plannedQuantity
        reservedQuantity
        issuedQuantity
        returnedQuantity
        usedQuantity
        cost
        part {
          id
        }
      }
      cost {
        parts
        labour
        total
        currency
      }
      timeline {
        action
        changes
      }
    }
  }
`);

export const OrderLabourQuery = graphql(`
  query TestOrderLabour($id: ID!) {
    workOrder(id: $id) {
      id
      status
      labour {
        id
        minutes
        running
        hourlyRate
        cost
        startedAt
        endedAt
        note
        person {
          id
        }
        workOrder {
          id
        }
      }
      cost {
        parts
        labour
        total
        currency
      }
      timeline {
        action
        changes
      }
    }
  }
`);

export const WorkOrderPartFields = graphql(`
  fragment TestWorkOrderPartFields on WorkOrderPart {
    id
    plannedQuantity
    reservedQuantity
    issuedQuantity
    returnedQuantity
    usedQuantity
    cost
  }
`);

export const PlanPartMutation = graphql(`
  mutation TestPlanPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {
    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {
      ...TestWorkOrderPartFields
    }
  }
`);

export const SetPlanMutation = graphql(`
  mutation TestSetPlan($id: ID!, $quantity: Float!) {
    setWorkOrderPartPlan(id: $id, quantity: $quantity) {
      ...TestWorkOrderPartFields
    }
  }
`);

export const RemovePartMutation = graphql(`
  mutation TestRemovePart($id: ID!) {
    removeWorkOrderPart(id: $id)
  }
`);

export const UsePartMutation = graphql(`
  mutation TestUsePart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {
    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {
      ...TestWorkOrderPartFields
    }
  }
`);

export const ReturnPartMutation = graphql(`
  mutation TestReturnPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {
    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {
      ...TestWorkOrderPartFields
    }
  }
`);

export const LabourEntryFields = graphql(`
  fragment TestLabourEntryFields on LabourEntry {
    id
    minutes
    running
    hourlyRate
    cost
    startedAt
    endedAt
    note
    person {
      id
    }
  }
`);

export const LogLabourMutation = graphql(`
  mutation TestLogLabour($workOrderId: ID!, $input: LogLabourInput!) {
    logLabour(workOrderId: $workOrderId, input: $input) {
      ...TestLabourEntryFields
    }
  }
`);

export const StartTimerMutation = graphql(`
  mutation TestStartTimer($workOrderId: ID!, $input: StartLabourTimerInput) {
    startLabourTimer(workOrderId: $workOrderId, input: $input) {
      ...TestLabourEntryFields
    }
  }
`);

export const StopTimerMutation = graphql(`
  mutation TestStopTimer($id: ID!) {
    stopLabourTimer(id: $id) {
      ...TestLabourEntryFields
    }
  }
`);

export const DeleteLabourMutation = graphql(`
  mutation TestDeleteLabour($id: ID!) {
    deleteLabourEntry(id: $id)
  }
`);

export const RunningTimerQuery = graphql(`
  query TestRunningTimer($farmId: ID!) {
    runningLabourTimer(farmId: $farmId) {
      id
      workOrder {
        id
      }
    }
  }
`);

export const LabourRatesQuery = graphql(`
  query TestLabourRates($farmId: ID!) {
    labourRates(farmId: $farmId) {
      role
      hourlyRate
      effectiveRate
      person {
        id
      }
    }
    farm(id: $farmId) {
      id
      defaultHourlyRate
    }
  }
`);

export const SetFarmRateMutation = graphql(`
  mutation TestSetFarmRate($farmId: ID!, $rate: Float) {
    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {
      id
      defaultHourlyRate
    }
  }
`);

export const SetMemberRateMutation = graphql(`
  mutation TestSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {
    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {
      hourlyRate
      effectiveRate
      person {
        id
      }
    }
  }
`);

/** A part's stock as the admin reads it, after checking its ledger: Σ movements = on hand. */
export async function readStock(gateway: GatewayAddress, token: string, id: string) {
  const part = expectData(await gql(gateway, PartStockQuery, { id }, { token }), `sparePart(${id})`).sparePart!;
  expectLedgerConsistent(part);
  return part;
}

/** A new part of the farm with `onHand` received at `unitCost`. */
export async function stockedPart(
  gateway: GatewayAddress,
  token: string,
  farmId: string,
  onHand: number,
  options: { unitCost?: number; minQuantity?: number } = {},
) {
  const { unitCost = 0, minQuantity = 0 } = options;
  const part = await createPart(gateway, token, { farmId, minQuantity, unitCost });
  if (onHand > 0)
    expectData(
      await gql(
        gateway,
        graphql(`
          mutation TestStockUp($partId: ID!, $quantity: Float!, $unitCost: Float) {
            receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost) {
              id
            }
          }
        `),
        { partId: part.id, quantity: onHand, unitCost },
        { token },
      ),
    );
  return part;
}

/** A corrective order on a new machine of the farm, assigned to the technician (FRM-001's). */
export async function techOrder(gateway: GatewayAddress, managerToken: string, adminToken: string, farmId: string) {
  const machine = await newMachine(gateway, adminToken, farmId);
  return createOrder(gateway, managerToken, { farmId, equipmentId: machine.id, assigneeIds: [IDS.tech] });
}

export const plan = (
  gateway: GatewayAddress,
  token: string,
  workOrderId: string,
  partId: string,
  quantity: number,
  id?: string,
) => gql(gateway, PlanPartMutation, { workOrderId, input: { partId, quantity, id } }, { token });

export const usePart = (
  gateway: GatewayAddress,
  token: string,
  workOrderId: string,
  input: WorkOrderPartMovementInput,
) => gql(gateway, UsePartMutation, { workOrderId, input }, { token });

export const returnPart = (
  gateway: GatewayAddress,
  token: string,
  workOrderId: string,
  input: WorkOrderPartMovementInput,
) => gql(gateway, ReturnPartMutation, { workOrderId, input }, { token });

export const logLabour = (gateway: GatewayAddress, token: string, workOrderId: string, input: LogLabourInput) =>
  gql(gateway, LogLabourMutation, { workOrderId, input }, { token });

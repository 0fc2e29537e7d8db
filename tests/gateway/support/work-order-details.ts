// Typed operations on an order's details, for the work-order suites: its checklist (and
// the corrective order a failed item opens), the farm's failure codes, and downtime periods.
import { graphql } from '../__generated__';

export const ChecklistQuery = graphql(`
  query TestChecklist($id: ID!) {
    workOrder(id: $id) {
      id
      status
      checklist {
        id
        position
        text
        result
        note
        doneAt
        doneBy {
          id
        }
        correctiveOrder {
          id
          number
        }
      }
    }
  }
`);

export const AddChecklistItemMutation = graphql(`
  mutation TestAddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {
    addChecklistItem(workOrderId: $workOrderId, input: $input) {
      id
      position
      text
      result
    }
  }
`);

export const RemoveChecklistItemMutation = graphql(`
  mutation TestRemoveChecklistItem($id: ID!) {
    removeChecklistItem(id: $id)
  }
`);

export const RecordChecklistResultMutation = graphql(`
  mutation TestRecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {
    recordChecklistResult(id: $id, result: $result, note: $note) {
      id
      result
      note
      doneAt
      doneBy {
        id
      }
    }
  }
`);

export const OpenCorrectiveMutation = graphql(`
  mutation TestOpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {
    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {
      ...TestWorkOrderFields
    }
  }
`);

export const FailureCodesQuery = graphql(`
  query TestFailureCodes($farmId: ID!, $kind: FailureCodeKind, $includeInactive: Boolean) {
    failureCodes(farmId: $farmId, kind: $kind, includeInactive: $includeInactive) {
      id
      farmId
      kind
      code
      label
      active
    }
  }
`);

export const CreateFailureCodeMutation = graphql(`
  mutation TestCreateFailureCode($input: CreateFailureCodeInput!) {
    createFailureCode(input: $input) {
      id
      farmId
      kind
      code
      label
      active
    }
  }
`);

export const UpdateFailureCodeMutation = graphql(`
  mutation TestUpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {
    updateFailureCode(id: $id, input: $input) {
      id
      label
      active
    }
  }
`);

export const RecordFailureMutation = graphql(`
  mutation TestRecordFailure($id: ID!, $input: WorkOrderFailureInput!) {
    recordWorkOrderFailure(id: $id, input: $input) {
      id
      problem {
        code
      }
      cause {
        code
      }
      remedy {
        code
      }
    }
  }
`);

export const DowntimeQuery = graphql(`
  query TestDowntime($id: ID!) {
    workOrder(id: $id) {
      id
      downtime {
        id
        startedAt
        endedAt
        reason
        minutes
      }
    }
  }
`);

export const AddDowntimeMutation = graphql(`
  mutation TestAddDowntime($workOrderId: ID!, $input: DowntimeInput!) {
    addDowntime(workOrderId: $workOrderId, input: $input) {
      id
      startedAt
      endedAt
      reason
      minutes
    }
  }
`);

export const UpdateDowntimeMutation = graphql(`
  mutation TestUpdateDowntime($id: ID!, $input: UpdateDowntimeInput!) {
    updateDowntime(id: $id, input: $input) {
      id
      startedAt
      endedAt
      reason
      minutes
    }
  }
`);

export const RemoveDowntimeMutation = graphql(`
  mutation TestRemoveDowntime($id: ID!) {
    removeDowntime(id: $id)
  }
`);

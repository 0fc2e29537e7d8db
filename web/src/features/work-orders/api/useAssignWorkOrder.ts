import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const AssignWorkOrderMutation = graphql(`
  mutation AssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {
    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** Replaces the assignees (managers); the new ones are notified by the server. */
export function useAssignWorkOrder() {
  const { t } = useTranslation();
  const [write] = useWrite(AssignWorkOrderMutation, afterWorkOrderWrite);
  return (id: string, assigneeIds: string[]) =>
    write({ variables: { id, assigneeIds } }, t('workOrders.done.assigned'));
}

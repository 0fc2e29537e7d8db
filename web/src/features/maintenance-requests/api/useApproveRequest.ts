import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { WorkOrderPriority } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterDecision } from './afterDecision';

const ApproveRequestMutation = graphql(`
  mutation ApproveMaintenanceRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {
    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {
      id
      ...RequestRow_request
    }
  }
`);

/** Approves a request into a corrective work order (managers). */
export function useApproveRequest() {
  const { t } = useTranslation();
  const [write] = useWrite(ApproveRequestMutation, afterDecision);
  return (id: string, priority: WorkOrderPriority, assigneeIds: string[]) =>
    write({ variables: { id, priority, assigneeIds } }, t('maintenanceRequests.inbox.approved'));
}

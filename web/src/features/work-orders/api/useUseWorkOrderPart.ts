import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { WorkOrderPartMovementInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const UseWorkOrderPartMutation = graphql(`
  mutation UseWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {
    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {
      id
    }
  }
`);

/** Issues parts to the order (an ISSUE movement), under the client's id so a repeat moves them once. */
export function useUseWorkOrderPart() {
  const { t } = useTranslation();
  const [write] = useWrite(UseWorkOrderPartMutation, afterJobWrite);
  return (workOrderId: string, input: WorkOrderPartMovementInput) =>
    write({ variables: { workOrderId, input } }, t('workOrders.parts.done.use'));
}

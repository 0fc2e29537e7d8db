import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { WorkOrderPartMovementInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const ReturnWorkOrderPartMutation = graphql(`
  mutation ReturnWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {
    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {
      id
    }
  }
`);

/** Brings unused parts back to the store (a RETURN movement), under the client's id so a repeat moves them once. */
export function useReturnWorkOrderPart() {
  const { t } = useTranslation();
  const [write] = useWrite(ReturnWorkOrderPartMutation, afterJobWrite);
  return (workOrderId: string, input: WorkOrderPartMovementInput) =>
    write({ variables: { workOrderId, input } }, t('workOrders.parts.done.return'));
}

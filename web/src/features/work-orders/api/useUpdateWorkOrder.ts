import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { UpdateWorkOrderInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const UpdateWorkOrderMutation = graphql(`
  mutation UpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {
    updateWorkOrder(id: $id, input: $input) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** Saves an open order's fields (managers). */
export function useUpdateWorkOrder() {
  const { t } = useTranslation();
  const [write] = useWrite(UpdateWorkOrderMutation, afterWorkOrderWrite);
  return (id: string, input: UpdateWorkOrderInput) => write({ variables: { id, input } }, t('workOrders.done.saved'));
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { CreateWorkOrderInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const CreateWorkOrderMutation = graphql(`
  mutation CreateWorkOrder($input: CreateWorkOrderInput!) {
    createWorkOrder(input: $input) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/**
 * Creates an order under the client's id (input.id): sent twice, by a double tap or a retry
 * after a lost answer, it still creates one. Resolves to the order's id; rejects with the server's error.
 */
export function useCreateWorkOrder() {
  const { t } = useTranslation();
  const [write] = useWrite(CreateWorkOrderMutation, afterWorkOrderWrite);
  return async (input: CreateWorkOrderInput) => {
    const { data } = await write({ variables: { input } }, t('workOrders.done.created'));
    return data?.createWorkOrder.id;
  };
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const RemoveWorkOrderPartMutation = graphql(`
  mutation RemoveWorkOrderPart($id: ID!) {
    removeWorkOrderPart(id: $id)
  }
`);

/** Takes a planned part off the order, releasing its reservation (refused once some was used). */
export function useRemoveWorkOrderPart() {
  const { t } = useTranslation();
  const [write] = useWrite(RemoveWorkOrderPartMutation, afterJobWrite);
  return (id: string) => write({ variables: { id } }, t('workOrders.parts.done.remove'));
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const RemoveDowntimeMutation = graphql(`
  mutation RemoveDowntime($id: ID!) {
    removeDowntime(id: $id)
  }
`);

/** Removes a downtime period recorded by mistake. */
export function useRemoveDowntime() {
  const { t } = useTranslation();
  const [write] = useWrite(RemoveDowntimeMutation, afterJobWrite);
  return (id: string) => write({ variables: { id } }, t('workOrders.downtime.done.remove'));
}

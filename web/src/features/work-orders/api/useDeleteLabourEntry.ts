import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const DeleteLabourEntryMutation = graphql(`
  mutation DeleteLabourEntry($id: ID!) {
    deleteLabourEntry(id: $id)
  }
`);

/** Deletes a labour entry (its person's, or a manager). */
export function useDeleteLabourEntry() {
  const { t } = useTranslation();
  const [write] = useWrite(DeleteLabourEntryMutation, afterJobWrite);
  return (id: string) => write({ variables: { id } }, t('workOrders.labour.done.delete'));
}

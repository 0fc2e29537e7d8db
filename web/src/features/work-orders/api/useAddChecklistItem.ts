import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterChecklistWrite } from './afterChecklistWrite';

const AddChecklistItemMutation = graphql(`
  mutation AddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {
    addChecklistItem(workOrderId: $workOrderId, input: $input) {
      id
    }
  }
`);

/** Adds an item at the end of the checklist (managers), under the client's id so a repeat adds it once. */
export function useAddChecklistItem() {
  const { t } = useTranslation();
  const [write] = useWrite(AddChecklistItemMutation, afterChecklistWrite);
  return (workOrderId: string, id: string, text: string) =>
    write({ variables: { workOrderId, input: { id, text } } }, t('workOrders.checklist.added'));
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterChecklistWrite } from './afterChecklistWrite';

const RemoveChecklistItemMutation = graphql(`
  mutation RemoveChecklistItem($id: ID!) {
    removeChecklistItem(id: $id)
  }
`);

/** Removes an item no corrective order came from (managers). */
export function useRemoveChecklistItem() {
  const { t } = useTranslation();
  const [write] = useWrite(RemoveChecklistItemMutation, afterChecklistWrite);
  return (id: string) => write({ variables: { id } }, t('workOrders.checklist.removed'));
}

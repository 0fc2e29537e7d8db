import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { OpenCorrectiveInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { dropCachedLists } from './afterWorkOrderWrite';

const OpenCorrectiveMutation = graphql(`
  mutation OpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {
    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {
      id
      number
    }
  }
`);

/**
 * Opens a corrective order for the machine of a failed item, linked to the item's order;
 * asked again (input.id, or the same item), it answers the order it opened. Resolves to its id.
 */
export function useOpenCorrective() {
  const { t } = useTranslation();
  const [write] = useWrite(OpenCorrectiveMutation, {
    update: dropCachedLists,
    refetchQueries: ['WorkOrder'],
    awaitRefetchQueries: true,
  });
  return async (itemId: string, input: OpenCorrectiveInput) => {
    const { data } = await write({ variables: { itemId, input } }, t('workOrders.checklist.correctiveOpened'));
    return data?.openCorrectiveFromChecklistItem;
  };
}

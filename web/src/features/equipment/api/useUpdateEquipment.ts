import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { UpdateEquipmentInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { evictEquipmentLists } from './evictEquipmentLists';

const UpdateEquipmentMutation = graphql(`
  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {
    updateEquipment(id: $id, input: $input) {
      id
      ...EquipmentOverview_equipment
    }
  }
`);

/**
 * Saves changes. A new parent changes two machines' implement lists and the history, so
 * the open detail page is fetched again as well as the lists. `doneKey` names the
 * confirmation when the change is more than a save (attaching, detaching).
 */
export function useUpdateEquipment() {
  const { t } = useTranslation();
  const [write] = useWrite(UpdateEquipmentMutation);
  return (id: string, input: UpdateEquipmentInput, doneKey = 'equipment.form.saved') =>
    write(
      {
        variables: { id, input },
        update: evictEquipmentLists,
        refetchQueries: ['EquipmentDetail'],
        awaitRefetchQueries: true,
      },
      t(doneKey),
    );
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { CreateEquipmentInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { evictEquipmentLists } from './evictEquipmentLists';

const CreateEquipmentMutation = graphql(`
  mutation CreateEquipment($input: CreateEquipmentInput!) {
    createEquipment(input: $input) {
      id
      ...EquipmentOverview_equipment
    }
  }
`);

/** Creates a machine; the lists are fetched again since it may land on any page. Rejects with the server's error. */
export function useCreateEquipment() {
  const { t } = useTranslation();
  const [write] = useWrite(CreateEquipmentMutation);
  return async (input: CreateEquipmentInput) => {
    const { data } = await write({ variables: { input }, update: evictEquipmentLists }, t('equipment.form.created'));
    return data?.createEquipment.id;
  };
}

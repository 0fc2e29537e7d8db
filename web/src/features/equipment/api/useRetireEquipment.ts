import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { evictEquipmentLists } from './evictEquipmentLists';

const RetireEquipmentMutation = graphql(`
  mutation RetireEquipment($id: ID!) {
    retireEquipment(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

/** Marks the machine retired; it leaves the default list, and its history gains an entry. */
export function useRetireEquipment() {
  const { t } = useTranslation();
  const [write] = useWrite(RetireEquipmentMutation);
  return (id: string) =>
    write(
      {
        variables: { id },
        update: evictEquipmentLists,
        refetchQueries: ['EquipmentDetail'],
        awaitRefetchQueries: true,
      },
      t('equipment.detail.retired'),
    );
}

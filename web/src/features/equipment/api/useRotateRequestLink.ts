import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

export const RotateRequestTokenMutation = graphql(`
  mutation RotateRequestToken($equipmentId: ID!) {
    rotateRequestToken(equipmentId: $equipmentId) {
      id
      requestLink
    }
  }
`);

/**
 * Gives the machine a new report link; the old one (and every label printed with it) stops
 * working. The cached machine takes the new link, so the open label shows its code at once.
 */
export function useRotateRequestLink() {
  const { t } = useTranslation();
  const [write] = useWrite(RotateRequestTokenMutation);
  return (equipmentId: string) =>
    write({ variables: { equipmentId }, refetchQueries: ['EquipmentDetail'] }, t('equipment.label.rotated'));
}

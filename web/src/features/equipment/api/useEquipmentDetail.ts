import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';
import { REFETCHED_BY_WRITES } from '../../../lib/apollo/refetchedByWrites';

export const EquipmentDetailQuery = graphql(`
  query EquipmentDetail($id: ID!) {
    equipment(id: $id) {
      id
      ...EquipmentOverview_equipment
      ...ReadingsTab_equipment
      ...ImplementsTab_equipment
      ...PartsTab_equipment
      ...HistoryTab_equipment
    }
  }
`);

/** The page shows a machine it may not open as not found, its one message (no "Forbidden" toast). */
export function useEquipmentDetail(id: string) {
  return useQuery(EquipmentDetailQuery, {
    variables: { id },
    context: { ...OWN_ERROR_MESSAGE, ...REFETCHED_BY_WRITES },
  });
}

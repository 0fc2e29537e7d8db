import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

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

export function useEquipmentDetail(id: string) {
  return useQuery(EquipmentDetailQuery, { variables: { id } });
}

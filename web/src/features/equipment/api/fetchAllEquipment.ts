import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../__generated__';
import type {
  EquipmentListQueryVariables,
  EquipmentTable_EquipmentFragment as Row,
} from '../../../__generated__/graphql';
import { fetchAllPages } from '../../../lib/pagination/fetchAllPages';
import { EquipmentTable_equipment } from '../components/equipmentRowFragment';
import { EquipmentListQuery } from './useEquipmentList';

/** Every machine of the list's filter and sort, for the CSV export. */
export function fetchAllEquipment(
  client: ApolloClient,
  variables: Omit<EquipmentListQueryVariables, 'first' | 'after'>,
  onProgress: (fraction: number) => void,
): Promise<Row[]> {
  return fetchAllPages(
    client,
    {
      query: EquipmentListQuery,
      variables,
      connection: (data) => data.equipmentList,
      row: (node) => getFragmentData(EquipmentTable_equipment, node),
    },
    onProgress,
  );
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { EquipmentListQueryVariables } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

export const EquipmentListQuery = graphql(`
  query EquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {
    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...EquipmentTable_equipment
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      totalCountIsExact
    }
  }
`);

/**
 * One page of the farm's machines; the farm id is an argument, so each farm has its own
 * cache entries. A failure shows as the list's load error, its one message.
 */
export function useEquipmentList(variables: EquipmentListQueryVariables) {
  return useQuery(EquipmentListQuery, { variables, notifyOnNetworkStatusChange: true, context: OWN_ERROR_MESSAGE });
}

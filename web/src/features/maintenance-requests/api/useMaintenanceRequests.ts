import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { MaintenanceRequestsQueryVariables } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

/** One page of a farm's requests, newest first; `farmId` is an argument so the cache keeps farms apart. */
export const MaintenanceRequestsQuery = graphql(`
  query MaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {
    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {
      edges {
        node {
          id
          ...RequestRow_request
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

/** A page of the inbox; cache-and-network, since reports arrive at any time. A failure is the list's load error. */
export function useMaintenanceRequests(variables: MaintenanceRequestsQueryVariables) {
  return useQuery(MaintenanceRequestsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: OWN_ERROR_MESSAGE,
  });
}

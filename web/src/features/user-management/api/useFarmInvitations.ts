import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { FarmInvitationsQueryVariables } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

const FarmInvitationsQuery = graphql(`
  query FarmInvitations($farmId: ID!, $status: [InvitationStatus!], $first: Int, $after: String) {
    farmInvitations(farmId: $farmId, status: $status, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...InvitationTable_invitation
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

/** A page of the farm's invitations, newest first; cache-and-network, as they are accepted elsewhere. */
export function useFarmInvitations(variables: FarmInvitationsQueryVariables) {
  return useQuery(FarmInvitationsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: OWN_ERROR_MESSAGE,
  });
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { FarmMembersQueryVariables } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

const FarmMembersQuery = graphql(`
  query FarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {
    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...MemberTable_member
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

/** A page of the farm's members, by name; cache-and-network, as people join through their invitations meanwhile. */
export function useFarmMembers(variables: FarmMembersQueryVariables) {
  return useQuery(FarmMembersQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: OWN_ERROR_MESSAGE,
  });
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { UserAccountsQueryVariables } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

const UserAccountsQuery = graphql(`
  query UserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {
    userAccounts(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...AccountTable_account
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

/** A page of every account, by name (admins). */
export function useUserAccounts(variables: UserAccountsQueryVariables) {
  return useQuery(UserAccountsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: OWN_ERROR_MESSAGE,
  });
}

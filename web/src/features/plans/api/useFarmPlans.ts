import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { FarmPlansQueryVariables } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';
import { REFETCHED_BY_WRITES } from '../../../lib/apollo/refetchedByWrites';

const FarmPlansQuery = graphql(`
  query FarmPlans($farmId: ID!, $equipmentId: ID, $active: Boolean, $dueWithinDays: Int, $first: Int, $after: String) {
    maintenancePlans(
      farmId: $farmId
      equipmentId: $equipmentId
      active: $active
      dueWithinDays: $dueWithinDays
      first: $first
      after: $after
    ) {
      edges {
        cursor
        node {
          id
          ...PlanCard_plan
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
 * A page of the farm's plans, by title; cache-and-network, since readings and orders recorded
 * elsewhere move their next due and open order.
 */
export function useFarmPlans(variables: FarmPlansQueryVariables) {
  return useQuery(FarmPlansQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: { ...OWN_ERROR_MESSAGE, ...REFETCHED_BY_WRITES },
  });
}

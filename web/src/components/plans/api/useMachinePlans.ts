import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';
import { REFETCHED_BY_WRITES } from '../../../lib/apollo/refetchedByWrites';

const MachinePlansQuery = graphql(`
  query MachinePlans($id: ID!) {
    equipment(id: $id) {
      id
      plans {
        id
        ...PlanCard_plan
      }
    }
  }
`);

/**
 * The machine's plans, read when the tab opens and again on each visit: their next due and
 * open order move with readings and orders recorded elsewhere.
 */
export function useMachinePlans(id: string) {
  return useQuery(MachinePlansQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    context: { ...OWN_ERROR_MESSAGE, ...REFETCHED_BY_WRITES },
  });
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../../__generated__';
import { REFETCHED_BY_WRITES } from '../../../../lib/apollo/refetchedByWrites';

export const FailureCodeListsQuery = graphql(`
  query FailureCodeLists($farmId: ID!) {
    failureCodes(farmId: $farmId, includeInactive: true) {
      id
      kind
      code
      label
      active
    }
  }
`);

/** Every code of the farm's problem, cause and remedy lists, the inactive ones too (managers revive them). */
export function useFailureCodeLists(farmId: string) {
  return useQuery(FailureCodeListsQuery, { variables: { farmId }, context: REFETCHED_BY_WRITES });
}

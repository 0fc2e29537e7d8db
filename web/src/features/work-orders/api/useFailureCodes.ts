import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { FailureCodeKind } from '../../../__generated__/graphql';

const FailureCodesQuery = graphql(`
  query FailureCodes($farmId: ID!) {
    failureCodes(farmId: $farmId) {
      id
      kind
      label
    }
  }
`);

/** The farm's active problem, cause and remedy lists, as the choices of each. */
export function useFailureCodes(farmId: string, skip: boolean) {
  const { data, loading } = useQuery(FailureCodesQuery, { variables: { farmId }, skip });
  const options = (kind: FailureCodeKind) =>
    (data?.failureCodes ?? [])
      .filter((code) => code.kind === kind)
      .map((code) => ({ value: code.id, label: code.label }));
  return { options, loading };
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

const RequestAssigneesQuery = graphql(`
  query RequestAssignees($farmId: ID!) {
    workOrderAssignees(farmId: $farmId) {
      id
      name
    }
  }
`);

/** Who an approved request's order may be assigned to: the farm's technicians and managers. */
export function useRequestAssignees(farmId: string) {
  const { data, loading } = useQuery(RequestAssigneesQuery, { variables: { farmId } });
  return { options: (data?.workOrderAssignees ?? []).map((p) => ({ value: p.id, label: p.name })), loading };
}

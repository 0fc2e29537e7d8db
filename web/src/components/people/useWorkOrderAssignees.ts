import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';

const WorkOrderAssigneesQuery = graphql(`
  query WorkOrderAssignees($farmId: ID!) {
    workOrderAssignees(farmId: $farmId) {
      id
      name
    }
  }
`);

/** The farm's technicians and managers, by name: who may be assigned an order. */
export function useWorkOrderAssignees(farmId: string) {
  const { data, loading } = useQuery(WorkOrderAssigneesQuery, { variables: { farmId } });
  const options = (data?.workOrderAssignees ?? []).map((person) => ({ value: person.id, label: person.name }));
  return { options, loading };
}

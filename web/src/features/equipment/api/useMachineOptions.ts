import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

const MachineOptionsQuery = graphql(`
  query MachineOptions($farmId: ID!, $text: String) {
    equipmentList(farmId: $farmId, filter: { text: $text }) {
      edges {
        node {
          id
          code
          name
        }
      }
    }
  }
`);

/** Machines of the farm matching the typed text, for the parent and implement pickers. */
export function useMachineOptions(farmId: string, text: string) {
  const { data, loading } = useQuery(MachineOptionsQuery, { variables: { farmId, text: text.trim() || null } });
  return { machines: data?.equipmentList.edges.map((edge) => edge.node) ?? [], loading };
}

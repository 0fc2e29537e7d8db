import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';

const PartOptionsQuery = graphql(`
  query PartOptions($farmId: ID!, $text: String) {
    spareParts(farmId: $farmId, filter: { text: $text }, first: 20) {
      edges {
        node {
          id
          partNumber
          name
          available
        }
      }
    }
  }
`);

/** The farm's first parts matching the typed text (number, name, category, supplier), with what is available. */
export function usePartOptions(farmId: string, text: string) {
  const { data, loading } = useQuery(PartOptionsQuery, { variables: { farmId, text: text.trim() || null } });
  return { parts: data?.spareParts.edges.map((edge) => edge.node) ?? [], loading };
}

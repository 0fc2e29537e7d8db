import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

const EquipmentOptionsQuery = graphql(`
  query EquipmentOptions($farmId: ID!) {
    equipmentList(farmId: $farmId, first: 100, sort: { field: CODE }) {
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

/** The farm's machines as choices of the compatible-machines select (the server's largest page). */
export function useEquipmentOptions(farmId: string, skip: boolean) {
  const { data, loading } = useQuery(EquipmentOptionsQuery, { variables: { farmId }, skip });
  const options = (data?.equipmentList.edges ?? []).map(({ node }) => ({
    value: node.id,
    label: `${node.code} — ${node.name}`,
  }));
  return { options, loading };
}

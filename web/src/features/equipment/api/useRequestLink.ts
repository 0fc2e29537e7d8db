import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

export const EquipmentRequestLinkQuery = graphql(`
  query EquipmentRequestLink($id: ID!) {
    equipment(id: $id) {
      id
      requestLink
    }
  }
`);

/**
 * The path of the machine's public "report a problem" link, for those who may see it (the
 * farm's managers); null for anyone else, and while or if it cannot be loaded.
 */
export function useRequestLink(id: string): string | null {
  const { data } = useQuery(EquipmentRequestLinkQuery, { variables: { id }, context: OWN_ERROR_MESSAGE });
  return data?.equipment?.requestLink ?? null;
}

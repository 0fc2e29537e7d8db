import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { dropCachedPartLists } from './afterPartChange';

const UpdateSparePartMutation = graphql(`
  mutation UpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {
    updateSparePart(id: $id, input: $input) {
      id
      ...PartSummary_part
    }
  }
`);

/** Changes a part (never its stock); a duplicate part number is a CONFLICT. */
export function useUpdateSparePart() {
  return useMutation(UpdateSparePartMutation, { update: dropCachedPartLists });
}

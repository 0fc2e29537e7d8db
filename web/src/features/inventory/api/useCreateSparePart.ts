import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { dropCachedPartLists } from './afterPartChange';

const CreateSparePartMutation = graphql(`
  mutation CreateSparePart($input: CreateSparePartInput!) {
    createSparePart(input: $input) {
      id
      ...PartSummary_part
    }
  }
`);

/** A new part of the farm; a duplicate part number is a CONFLICT. */
export function useCreateSparePart() {
  return useMutation(CreateSparePartMutation, { update: dropCachedPartLists });
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { CreateSparePartMutationVariables } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
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
  const { t } = useTranslation();
  const [write, result] = useWrite(CreateSparePartMutation, { update: dropCachedPartLists });
  const create = (variables: CreateSparePartMutationVariables) => write({ variables }, t('inventory.done.created'));
  return [create, result] as const;
}

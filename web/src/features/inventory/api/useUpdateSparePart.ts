import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { UpdateSparePartMutationVariables } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
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
  const { t } = useTranslation();
  const [write, result] = useWrite(UpdateSparePartMutation, { update: dropCachedPartLists });
  const update = (variables: UpdateSparePartMutationVariables) => write({ variables }, t('inventory.done.saved'));
  return [update, result] as const;
}

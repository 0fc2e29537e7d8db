import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../__generated__';
import type { FailureCodeKind } from '../../../../__generated__/graphql';
import { useWrite } from '../../../../lib/apollo/useWrite';
import { evictActiveFailureCodes } from './evictActiveFailureCodes';
import { FailureCodeListsQuery } from './useFailureCodeLists';

const CreateFailureCodeMutation = graphql(`
  mutation CreateFailureCode($input: CreateFailureCodeInput!) {
    createFailureCode(input: $input) {
      id
      kind
      code
      label
      active
    }
  }
`);

/** Adds a code to one of the farm's lists, under the client's id so a repeat adds it once. */
export function useCreateFailureCode() {
  const { t } = useTranslation();
  const [write] = useWrite(CreateFailureCodeMutation);
  return (input: { id: string; farmId: string; kind: FailureCodeKind; code: string; label: string }) =>
    write(
      {
        variables: { input },
        update: (cache) => evictActiveFailureCodes(cache, input.farmId),
        refetchQueries: [{ query: FailureCodeListsQuery, variables: { farmId: input.farmId } }],
        awaitRefetchQueries: true,
      },
      t('workOrders.settings.codes.added'),
    );
}

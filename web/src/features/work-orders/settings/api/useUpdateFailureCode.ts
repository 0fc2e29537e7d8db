import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../__generated__';
import { useWrite } from '../../../../lib/apollo/useWrite';
import { evictActiveFailureCodes } from './evictActiveFailureCodes';

const UpdateFailureCodeMutation = graphql(`
  mutation UpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {
    updateFailureCode(id: $id, input: $input) {
      id
      label
      active
    }
  }
`);

/**
 * Renames a code, or takes it off (and back onto) the lists orders choose from. The cached
 * code changes in place, so the settings' lists show it at once.
 */
export function useUpdateFailureCode(farmId: string) {
  const { t } = useTranslation();
  const [write] = useWrite(UpdateFailureCodeMutation, { update: (cache) => evictActiveFailureCodes(cache, farmId) });
  return {
    rename: (id: string, label: string) =>
      write({ variables: { id, input: { label } } }, t('workOrders.settings.codes.renamed')),
    setActive: (id: string, active: boolean) =>
      write(
        { variables: { id, input: { active } } },
        t(active ? 'workOrders.settings.codes.reactivated' : 'workOrders.settings.codes.deactivated'),
      ),
  };
}

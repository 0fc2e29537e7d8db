import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const EndDowntimeMutation = graphql(`
  mutation EndDowntime($id: ID!, $endedAt: DateTime!) {
    updateDowntime(id: $id, input: { endedAt: $endedAt }) {
      id
    }
  }
`);

/** Ends a period that is still running: the machine works again from `endedAt`. */
export function useEndDowntime() {
  const { t } = useTranslation();
  const [write] = useWrite(EndDowntimeMutation, afterJobWrite);
  return (id: string, endedAt: string) => write({ variables: { id, endedAt } }, t('workOrders.downtime.done.end'));
}

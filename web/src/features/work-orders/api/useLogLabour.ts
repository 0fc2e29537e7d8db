import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { LogLabourInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const LogLabourMutation = graphql(`
  mutation LogLabour($workOrderId: ID!, $input: LogLabourInput!) {
    logLabour(workOrderId: $workOrderId, input: $input) {
      id
    }
  }
`);

/** Logs time on the order (one's own; a manager anyone's), under the client's id so a repeat logs it once. */
export function useLogLabour() {
  const { t } = useTranslation();
  const [write] = useWrite(LogLabourMutation, afterJobWrite);
  return (workOrderId: string, input: LogLabourInput) =>
    write({ variables: { workOrderId, input } }, t('workOrders.labour.done.log'));
}

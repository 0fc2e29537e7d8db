import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const StartLabourTimerMutation = graphql(`
  mutation StartLabourTimer($workOrderId: ID!, $input: StartLabourTimerInput) {
    startLabourTimer(workOrderId: $workOrderId, input: $input) {
      id
    }
  }
`);

/** Starts the caller's timer on the order; one already running elsewhere is refused, naming that order. */
export function useStartLabourTimer() {
  const { t } = useTranslation();
  const [write] = useWrite(StartLabourTimerMutation, afterJobWrite);
  return (workOrderId: string, id: string) =>
    write({ variables: { workOrderId, input: { id } } }, t('workOrders.labour.done.start'));
}

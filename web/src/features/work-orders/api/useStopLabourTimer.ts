import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const StopLabourTimerMutation = graphql(`
  mutation StopLabourTimer($id: ID!) {
    stopLabourTimer(id: $id) {
      id
    }
  }
`);

/** Stops a running timer: the entry gets its minutes and cost. */
export function useStopLabourTimer() {
  const { t } = useTranslation();
  const [write] = useWrite(StopLabourTimerMutation, afterJobWrite);
  return (id: string) => write({ variables: { id } }, t('workOrders.labour.done.stop'));
}

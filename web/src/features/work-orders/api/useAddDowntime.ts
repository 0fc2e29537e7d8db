import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { DowntimeInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const AddDowntimeMutation = graphql(`
  mutation AddDowntime($workOrderId: ID!, $input: DowntimeInput!) {
    addDowntime(workOrderId: $workOrderId, input: $input) {
      id
    }
  }
`);

/** Records a period the machine was stopped, under the client's id so a repeat records it once. */
export function useAddDowntime() {
  const { t } = useTranslation();
  const [write] = useWrite(AddDowntimeMutation, afterJobWrite);
  return (workOrderId: string, input: DowntimeInput) =>
    write({ variables: { workOrderId, input } }, t('workOrders.downtime.done.add'));
}

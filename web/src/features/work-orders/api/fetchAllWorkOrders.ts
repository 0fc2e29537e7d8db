import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../__generated__';
import type { WorkOrderTable_WorkOrderFragment as Row, WorkOrdersQueryVariables } from '../../../__generated__/graphql';
import { fetchAllPages } from '../../../lib/pagination/fetchAllPages';
import { WorkOrderTable_workOrder } from '../components/workOrderRowFragment';
import { WorkOrdersQuery } from './workOrdersQuery';

/** Every order of the list's filter and sort, for the CSV export. */
export function fetchAllWorkOrders(
  client: ApolloClient,
  variables: Omit<WorkOrdersQueryVariables, 'first' | 'after'>,
  onProgress: (fraction: number) => void,
): Promise<Row[]> {
  return fetchAllPages(
    client,
    {
      query: WorkOrdersQuery,
      variables,
      connection: (data) => data.workOrders,
      row: (node) => getFragmentData(WorkOrderTable_workOrder, node),
    },
    onProgress,
  );
}

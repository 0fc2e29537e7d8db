import { useQuery } from '@apollo/client/react';
import type { WorkOrdersQueryVariables } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';
import { WorkOrdersQuery } from './workOrdersQuery';

/**
 * A page of work orders; cache-and-network, since others change orders all day (a
 * technician starts one, a manager assigns another). A failure is the list's load error.
 */
export function useWorkOrders(variables: WorkOrdersQueryVariables) {
  return useQuery(WorkOrdersQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: OWN_ERROR_MESSAGE,
  });
}

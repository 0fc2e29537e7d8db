import type { ApolloCache } from '@apollo/client';

/**
 * A write can move orders between filtered pages (status, assignee, overdue) and may stop
 * or free a machine, so cached work-order and machine lists are dropped and reload when
 * shown. The order itself updates from the answer (WorkOrderDetail_workOrder).
 */
export function dropCachedLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'workOrders' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'equipmentList' });
  cache.gc();
}

/** Options of every work-order mutation. */
export const afterWorkOrderWrite = { update: dropCachedLists };

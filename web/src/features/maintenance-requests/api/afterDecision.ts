import type { ApolloCache } from '@apollo/client';

/**
 * A decision moves the request out of the "pending" page, and an approval adds a work order
 * and may stop its machine: those cached lists are dropped and reload when shown.
 */
function dropCachedLists(cache: ApolloCache): void {
  for (const fieldName of ['maintenanceRequests', 'workOrders', 'equipmentList'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Options of both decisions. */
export const afterDecision = { update: dropCachedLists };

import type { ApolloCache } from '@apollo/client';

/**
 * A plan written may enter or leave a machine's list and the farm's (filtered by state), so
 * both lists are dropped and reload when shown; the plan itself updates from the answer.
 */
export function dropPlanLists(cache: ApolloCache, machineId?: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'maintenancePlans' });
  if (machineId) cache.evict({ id: cache.identify({ __typename: 'Equipment', id: machineId }), fieldName: 'plans' });
  cache.gc();
}

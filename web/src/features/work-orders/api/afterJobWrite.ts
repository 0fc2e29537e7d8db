import type { ApolloCache } from '@apollo/client';

/**
 * Options of the parts, labour and downtime writes. They answer with one line, while the
 * order's cost and timeline change too, so the open order is fetched again; parts change the
 * store's stock, so cached part lists are dropped and reload when shown.
 */
export const afterJobWrite = {
  refetchQueries: ['WorkOrder'],
  awaitRefetchQueries: true,
  update(cache: ApolloCache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'spareParts' });
    cache.gc();
  },
};

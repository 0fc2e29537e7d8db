import type { ApolloCache } from '@apollo/client';

/**
 * Any change to a part can move it in or out of a filtered page (low stock, search) and
 * changes the farm's stock value, so cached list pages are dropped and reload when shown.
 */
export function dropCachedPartLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'spareParts' });
  cache.gc();
}

/**
 * Options of the stock mutations. The returned part refreshes the detail page through the
 * normalized cache; lists reload; and the shell's bell query is refetched by its operation
 * name, because crossing the minimum creates a low-stock notification on the server.
 */
export const afterStockChange = { update: dropCachedPartLists, refetchQueries: ['Notifications'] };

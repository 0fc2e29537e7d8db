import type { ApolloCache } from '@apollo/client';

/**
 * Drops every cached page of every equipment list: a write can move a machine between
 * pages, filters and sort positions, so the pages are fetched again when next shown.
 */
export function evictEquipmentLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'equipmentList' });
  cache.gc();
}

import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached pages of the member and invitation lists: an invitation, a role or a
 * status change can move a person in or out of a filtered page, so they are fetched again.
 */
export function evictPeopleLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'farmMembers' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'farmInvitations' });
  cache.gc();
}

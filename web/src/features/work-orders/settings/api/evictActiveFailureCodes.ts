import type { ApolloCache } from '@apollo/client';

/**
 * Drops the farm's cached list of active codes (what an order's failure panel offers): a new,
 * renamed or (de)activated code changes it, so it is fetched again when next shown. The
 * settings' full list is kept: it follows the written code itself (see the hooks).
 */
export function evictActiveFailureCodes(cache: ApolloCache, farmId: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'failureCodes', args: { farmId } });
  cache.gc();
}

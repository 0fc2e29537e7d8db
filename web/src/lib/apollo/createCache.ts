import { InMemoryCache, type TypePolicies } from '@apollo/client';

/** The cache with the app's field policies (which lists are kept apart by farm, filter, sort). */
export function createCache(typePolicies: TypePolicies): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

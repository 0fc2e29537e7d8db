import type { TypePolicies } from '@apollo/client';

/** The menu depends on the viewer's role in a farm: one cache entry per farm. */
export const navigationCachePolicies: TypePolicies = {
  Query: { fields: { navigation: { keyArgs: ['farmId'] } } },
};

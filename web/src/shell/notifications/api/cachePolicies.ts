import type { TypePolicies } from '@apollo/client';

/** The bell's list is account-wide plus the active farm's: one cache entry per farm. */
export const notificationsCachePolicies: TypePolicies = {
  Query: { fields: { notifications: { keyArgs: ['farmId'] } } },
};

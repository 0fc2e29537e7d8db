import type { TypePolicies } from '@apollo/client';

/**
 * Messages are account-wide plus the active farm's, like notifications: one cache entry per
 * farm. Stated before the messages panel queries them, so the farm key is never forgotten.
 */
export const messagesCachePolicies: TypePolicies = {
  Query: { fields: { messages: { keyArgs: ['farmId'] } } },
};

import type { TypePolicies } from '@apollo/client';
import { pagesByCursor } from '../../../lib/apollo/pagesByCursor';

/**
 * Each farm's machine lists are their own cache entries (farm, filter, sort), so switching
 * back to a farm shows its list from the cache at once; pages are kept per cursor.
 */
export const equipmentCachePolicies: TypePolicies = {
  Query: { fields: { equipmentList: pagesByCursor(['farmId', 'filter', 'sort']) } },
};

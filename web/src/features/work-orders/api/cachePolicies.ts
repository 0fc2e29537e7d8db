import type { TypePolicies } from '@apollo/client';
import { pagesByCursor } from '../../../lib/apollo/pagesByCursor';

/**
 * Each farm's work-order lists are their own cache entries (farm, filter, sort), so
 * switching back to a farm or a filter shows its list at once; pages are kept per cursor.
 */
export const workOrderCachePolicies: TypePolicies = {
  Query: { fields: { workOrders: pagesByCursor(['farmId', 'filter', 'sort']) } },
};

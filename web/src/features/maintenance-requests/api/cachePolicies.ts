import type { TypePolicies } from '@apollo/client';
import { pagesByCursor } from '../../../lib/apollo/pagesByCursor';

/** Each farm's inbox, per status filter, is its own cache entry, with its pages kept per cursor. */
export const maintenanceRequestCachePolicies: TypePolicies = {
  Query: { fields: { maintenanceRequests: pagesByCursor(['farmId', 'status']) } },
};

import type { TypePolicies } from '@apollo/client';
import { pagesByCursor } from '../../../lib/apollo/pagesByCursor';

/**
 * Each farm's member and invitation lists are their own cache entries (farm, filter), so an
 * admin switching farms sees each farm's people at once; the accounts list is global.
 */
export const userManagementCachePolicies: TypePolicies = {
  Query: {
    fields: {
      farmMembers: pagesByCursor(['farmId', 'filter']),
      farmInvitations: pagesByCursor(['farmId', 'status']),
      userAccounts: pagesByCursor(['filter']),
    },
  },
};

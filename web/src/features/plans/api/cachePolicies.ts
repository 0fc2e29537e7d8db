import type { TypePolicies } from '@apollo/client';
import { pagesByCursor } from '../../../lib/apollo/pagesByCursor';

/** Each farm's plan lists are their own cache entries (farm, machine, state, due soon), pages kept per cursor. */
export const planCachePolicies: TypePolicies = {
  Query: { fields: { maintenancePlans: pagesByCursor(['farmId', 'equipmentId', 'active', 'dueWithinDays']) } },
};

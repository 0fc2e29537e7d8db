import type { TypePolicies } from '@apollo/client';
import { pagesByCursor } from '../../../lib/apollo/pagesByCursor';

/** Each farm's part lists are their own cache entries (farm, filter, sort); pages are kept per cursor. */
export const inventoryCachePolicies: TypePolicies = {
  Query: { fields: { spareParts: pagesByCursor(['farmId', 'filter', 'sort']) } },
};

import { periodResolvers } from './periods.js';
import { Query } from './Query.js';

/** The GraphQL resolvers of this module, one file per type (the period-keyed ones together). */
export const dashboardsResolvers = { Query, ...periodResolvers };

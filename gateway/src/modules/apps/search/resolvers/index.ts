import { Query } from './Query.js';

/** The GraphQL resolvers of this module, one file per type. */
export const searchResolvers = { Query };

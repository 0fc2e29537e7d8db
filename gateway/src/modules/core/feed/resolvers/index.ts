import { Query } from './Query.js';
import { Mutation } from './Mutation.js';

/** The GraphQL resolvers of this module, one file per type. */
export const feedResolvers = { Query, Mutation };

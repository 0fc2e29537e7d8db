import { Mutation } from './Mutation.js';

/** The GraphQL resolvers of this module, one file per type. */
export const authResolvers = { Mutation };

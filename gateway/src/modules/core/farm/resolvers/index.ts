import { Query } from './Query.js';
import { Farm } from './Farm.js';
import { Mutation } from './Mutation.js';

/** The GraphQL resolvers of this module, one file per type. */
export const farmResolvers = { Query, Mutation, Farm };

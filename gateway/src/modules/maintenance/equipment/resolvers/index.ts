import { Query } from './Query.js';
import { Mutation } from './Mutation.js';
import { Equipment } from './Equipment.js';

/** The GraphQL resolvers of this module, one file per type. */
export const equipmentResolvers = { Query, Mutation, Equipment };

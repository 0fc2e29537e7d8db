import { Mutation } from './Mutation.js';
import { Planning, TechnicianWeek } from './Planning.js';
import { Query } from './Query.js';

/** The GraphQL resolvers of this module, one file per type. */
export const planningResolvers = { Query, Mutation, Planning, TechnicianWeek };

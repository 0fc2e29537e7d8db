import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { Scrumboard } from './Scrumboard.js';
import { ScrumboardList } from './ScrumboardList.js';

/** The GraphQL resolvers of this module, one file per type. */
export const scrumboardResolvers = { Query, Mutation, Scrumboard, ScrumboardList };

import { Chat } from './Chat.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';

/** The GraphQL resolvers of this module, one file per type. */
export const chatResolvers = { Query, Mutation, Chat };

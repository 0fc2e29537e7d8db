import { Mail } from './Mail.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';

/** The GraphQL resolvers of this module, one file per type. */
export const mailboxResolvers = { Mail, Query, Mutation };

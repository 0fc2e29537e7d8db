import { UserStatus } from './UserStatus.js';
import { Query } from './Query.js';
import { Mutation } from './Mutation.js';
import { User } from './User.js';

/** The GraphQL resolvers of this module, one file per type. */
export const userResolvers = { UserStatus, Query, Mutation, User };

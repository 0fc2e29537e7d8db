import { CountryNameLanguage } from './CountryNameLanguage.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';

/** The GraphQL resolvers of this module, one file per type. */
export const contactsResolvers = { CountryNameLanguage, Query, Mutation };

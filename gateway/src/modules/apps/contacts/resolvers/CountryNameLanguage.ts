import type { Resolvers } from '../../../__generated__/resolvers-types.js';

/** GraphQL's upper-case names for the REST `lang` values. */
export const CountryNameLanguage: Resolvers['CountryNameLanguage'] = { EN: 'en', FR: 'fr', AR: 'ar' };

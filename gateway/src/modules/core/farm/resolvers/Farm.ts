import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const Farm: Resolvers['Farm'] = {
  city: (farm) => (farm.cityName ? { name: farm.cityName } : null),
};

import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';

export const farmResolvers: Resolvers = {
  Query: {
    farms: (_, __, ctx) => ctx.services.farms.list(ctx.services.users.requireViewer(ctx.viewer)),
    farm: (_, { id }, ctx) => ctx.services.farms.get(ctx.services.users.requireViewer(ctx.viewer), id),
  },
  Farm: {
    city: (farm) => (farm.cityName ? { name: farm.cityName } : null),
  },
};

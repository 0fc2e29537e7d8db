import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { LANGUAGES, navigationFor } from './navigation.service.js';

export const navigationResolvers: Resolvers = {
  Query: {
    navigation: (_, __, ctx) => navigationFor(ctx.services.users.requireViewer(ctx.viewer)),
    languages: () => [...LANGUAGES],
  },
};

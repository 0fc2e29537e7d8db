import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const Photo: Resolvers['Photo'] = {
  url: (photo, _, ctx) => ctx.services.photos.addressesOf(photo.id).url,
  thumbnailUrl: (photo, _, ctx) => ctx.services.photos.addressesOf(photo.id).thumbnailUrl,
  createdBy: async (photo, _, ctx) =>
    photo.createdBy ? ((await ctx.loaders.personById.load(photo.createdBy)) ?? null) : null,
};

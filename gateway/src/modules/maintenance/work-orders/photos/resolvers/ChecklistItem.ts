import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const ChecklistItem: Resolvers['ChecklistItem'] = {
  photos: (item, _, ctx) => ctx.loaders.photosOfItem.load(item.id),
};

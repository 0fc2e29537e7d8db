import { clampFirst } from '../../../../../lib/batched.js';
import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const SparePart: Resolvers['SparePart'] = {
  plannedOn: (part, { first }, ctx) => ctx.loaders.reservationsOfPart.load({ part, first: clampFirst(first, 50, 100) }),
};

import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const Equipment: Resolvers['Equipment'] = {
  compatibleParts: (machine, _, ctx) => ctx.loaders.compatibleParts.load(machine.id),
};

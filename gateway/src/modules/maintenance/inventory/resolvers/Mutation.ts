import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createSparePart: (_, { input }, ctx) => ctx.services.inventory.create(signedIn(ctx), input),
  updateSparePart: (_, { id, input }, ctx) => ctx.services.inventory.update(signedIn(ctx), id, input),
  receiveStock: (_, { partId, ...input }, ctx) => ctx.services.inventory.receive(signedIn(ctx), partId, input),
  adjustStock: (_, { partId, ...input }, ctx) => ctx.services.inventory.adjust(signedIn(ctx), partId, input),
  issueStock: (_, { partId, ...input }, ctx) => ctx.services.inventory.issue(signedIn(ctx), partId, input),
};

import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  attachWorkOrderPhoto: (_, { workOrderId, photoId, checklistItemId }, ctx) =>
    ctx.services.workOrderPhotos.attach(signedIn(ctx), workOrderId, photoId, checklistItemId),
  detachWorkOrderPhoto: (_, { workOrderId, photoId }, ctx) =>
    ctx.services.workOrderPhotos.detach(signedIn(ctx), workOrderId, photoId),
};

import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  approveMaintenanceRequest: (_, { id, priority, assigneeIds }, ctx) =>
    ctx.services.maintenanceRequests.approve(signedIn(ctx), id, { priority, assigneeIds }),
  declineMaintenanceRequest: (_, { id, reason }, ctx) =>
    ctx.services.maintenanceRequests.decline(signedIn(ctx), id, { reason }),
  rotateRequestToken: (_, { equipmentId }, ctx) => ctx.services.maintenanceRequests.rotate(signedIn(ctx), equipmentId),
};

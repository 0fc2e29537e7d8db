import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createEquipment: (_, { input }, ctx) => ctx.services.equipment.create(signedIn(ctx), input),
  updateEquipment: (_, { id, input }, ctx) => ctx.services.equipment.update(signedIn(ctx), id, input),
  retireEquipment: (_, { id }, ctx) => ctx.services.equipment.retire(signedIn(ctx), id),
  recordMeterReading: (_, { equipmentId, value, readAt }, ctx) =>
    ctx.services.equipment.recordReading(signedIn(ctx), equipmentId, { value, readAt }),
};

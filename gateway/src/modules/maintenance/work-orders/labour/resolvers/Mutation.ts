import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  logLabour: (_, { workOrderId, input }, ctx) => ctx.services.labour.log(signedIn(ctx), workOrderId, input),
  startLabourTimer: (_, { workOrderId, input }, ctx) => ctx.services.labour.start(signedIn(ctx), workOrderId, input),
  stopLabourTimer: (_, { id }, ctx) => ctx.services.labour.stop(signedIn(ctx), id),
  deleteLabourEntry: (_, { id }, ctx) => ctx.services.labour.remove(signedIn(ctx), id),
  setFarmDefaultHourlyRate: (_, { farmId, rate }, ctx) =>
    ctx.services.labour.rates.setDefault(signedIn(ctx), farmId, { rate }),
  setMemberHourlyRate: (_, { farmId, userId, rate }, ctx) =>
    ctx.services.labour.rates.setMember(signedIn(ctx), farmId, userId, { rate }),
};

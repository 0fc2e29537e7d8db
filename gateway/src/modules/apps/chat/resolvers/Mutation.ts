import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  updateChat: (_, { id, input }, ctx) => ctx.services.chatApp.update(signedIn(ctx), id, input),
  sendChatMessage: (_, { chatId, value }, ctx) => ctx.services.chatApp.send(signedIn(ctx), { chatId, value }),
};

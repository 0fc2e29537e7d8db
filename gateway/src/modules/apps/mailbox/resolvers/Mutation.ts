import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  updateMailboxSettings: (_, { input }, ctx) =>
    ctx.services.mailboxApp.updateSettings(signedIn(ctx), { settings: input }),
  createMailLabel: (_, { input }, ctx) => ctx.services.mailboxApp.labels.create(signedIn(ctx).id, { label: input }),
  updateMailLabel: (_, { id, input }, ctx) =>
    ctx.services.mailboxApp.labels.update(signedIn(ctx).id, { id, label: input }),
  deleteMailLabel: (_, { id }, ctx) => ctx.services.mailboxApp.labels.remove(signedIn(ctx).id, id),
  updateMail: (_, { id, input }, ctx) => ctx.services.mailboxApp.update(signedIn(ctx), { id, mail: input }),
};

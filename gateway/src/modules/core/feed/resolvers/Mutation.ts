import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';
import { notFound } from '../../../../lib/errors.js';

/** GraphQL answers an id the user has no item with as NOT_FOUND (REST answers null). */
function found<T>(what: string, row: T | null): T {
  if (!row) throw notFound(what);
  return row;
}
const notification = <T>(row: T | null) => found('Notification', row);
const message = <T>(row: T | null) => found('Message', row);

export const Mutation: Resolvers['Mutation'] = {
  createNotification: (_, { input }, ctx) => ctx.services.feed.create(signedIn(ctx), 'notification', input),
  updateNotification: async (_, { id, input }, ctx) =>
    notification(await ctx.services.feed.update(signedIn(ctx), 'notification', id, input)),
  deleteNotification: async (_, { id }, ctx) =>
    Boolean(await ctx.services.feed.remove(signedIn(ctx), 'notification', id)),
  markAllNotificationsAsRead: (_, { farmId }, ctx) =>
    ctx.services.feed.markAllRead(signedIn(ctx), 'notification', farmId ?? ctx.farmId),
  toggleNotificationRead: async (_, { id, read }, ctx) =>
    notification(await ctx.services.feed.setRead(signedIn(ctx), 'notification', { id, read })),
  createMessage: (_, { input }, ctx) => ctx.services.feed.create(signedIn(ctx), 'message', input),
  updateMessage: async (_, { id, input }, ctx) =>
    message(await ctx.services.feed.update(signedIn(ctx), 'message', id, input)),
  deleteMessage: async (_, { id }, ctx) => Boolean(await ctx.services.feed.remove(signedIn(ctx), 'message', id)),
  markAllMessagesAsRead: (_, { farmId }, ctx) =>
    ctx.services.feed.markAllRead(signedIn(ctx), 'message', farmId ?? ctx.farmId),
  toggleMessageRead: async (_, { id, read }, ctx) =>
    message(await ctx.services.feed.setRead(signedIn(ctx), 'message', { id, read })),
};

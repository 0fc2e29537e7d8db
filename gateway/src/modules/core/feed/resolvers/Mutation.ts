import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createNotification: (_, { input }, ctx) => ctx.services.feed.create(signedIn(ctx), 'notification', input),
  updateNotification: (_, { id, input }, ctx) => ctx.services.feed.update(signedIn(ctx), 'notification', id, input),
  deleteNotification: (_, { id }, ctx) => ctx.services.feed.remove(signedIn(ctx), 'notification', id),
  markAllNotificationsAsRead: (_, { farmId }, ctx) =>
    ctx.services.feed.markAllRead(signedIn(ctx), 'notification', farmId ?? ctx.farmId),
  toggleNotificationRead: (_, { id }, ctx) => ctx.services.feed.toggleRead(signedIn(ctx), 'notification', id),
  createMessage: (_, { input }, ctx) => ctx.services.feed.create(signedIn(ctx), 'message', input),
  updateMessage: (_, { id, input }, ctx) => ctx.services.feed.update(signedIn(ctx), 'message', id, input),
  deleteMessage: (_, { id }, ctx) => ctx.services.feed.remove(signedIn(ctx), 'message', id),
  markAllMessagesAsRead: (_, { farmId }, ctx) =>
    ctx.services.feed.markAllRead(signedIn(ctx), 'message', farmId ?? ctx.farmId),
  toggleMessageRead: (_, { id }, ctx) => ctx.services.feed.toggleRead(signedIn(ctx), 'message', id),
};

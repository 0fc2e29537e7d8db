import type { Context } from '../../context.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';

const me = (ctx: Context) => ctx.services.users.requireViewer(ctx.viewer);

export const feedResolvers: Resolvers = {
  Query: {
    notifications: (_, { farmId }, ctx) => ctx.services.feed.list(me(ctx), 'notification', farmId ?? ctx.farmId),
    messages: (_, { farmId }, ctx) => ctx.services.feed.list(me(ctx), 'message', farmId ?? ctx.farmId),
  },
  Mutation: {
    createNotification: (_, { input }, ctx) => ctx.services.feed.create(me(ctx), 'notification', input),
    updateNotification: (_, { id, input }, ctx) => ctx.services.feed.update(me(ctx), 'notification', id, input),
    deleteNotification: (_, { id }, ctx) => ctx.services.feed.remove(me(ctx), 'notification', id),
    markAllNotificationsAsRead: (_, { farmId }, ctx) =>
      ctx.services.feed.markAllRead(me(ctx), 'notification', farmId ?? ctx.farmId),
    toggleNotificationRead: (_, { id }, ctx) => ctx.services.feed.toggleRead(me(ctx), 'notification', id),
    createMessage: (_, { input }, ctx) => ctx.services.feed.create(me(ctx), 'message', input),
    updateMessage: (_, { id, input }, ctx) => ctx.services.feed.update(me(ctx), 'message', id, input),
    deleteMessage: (_, { id }, ctx) => ctx.services.feed.remove(me(ctx), 'message', id),
    markAllMessagesAsRead: (_, { farmId }, ctx) =>
      ctx.services.feed.markAllRead(me(ctx), 'message', farmId ?? ctx.farmId),
    toggleMessageRead: (_, { id }, ctx) => ctx.services.feed.toggleRead(me(ctx), 'message', id),
  },
};

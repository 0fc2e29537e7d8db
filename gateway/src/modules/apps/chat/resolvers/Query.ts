import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  chats: (_, { page, size }, ctx) => ctx.services.chatApp.page(signedIn(ctx), { page, size }),
  chat: (_, { id }, ctx) => ctx.services.chatApp.chat(signedIn(ctx), id),
  chatContacts: (_, { page, size }, ctx) => {
    signedIn(ctx);
    return ctx.services.chatApp.contactsPage({ page, size });
  },
  chatContact: (_, { id }, ctx) => {
    signedIn(ctx);
    return ctx.services.chatApp.contact(id);
  },
  chatProfile: (_, __, ctx) => ctx.services.chatApp.profile(signedIn(ctx)),
};

import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createContact: (_, __, ctx) => ctx.services.contactsApp.create(signedIn(ctx)),
  updateContact: (_, { id, input }, ctx) => ctx.services.contactsApp.update(signedIn(ctx), { id, contact: input }),
  deleteContact: (_, { id }, ctx) => ctx.services.contactsApp.remove(signedIn(ctx), id),
  updateContactAvatar: (_, { id, avatar }, ctx) =>
    ctx.services.contactsApp.setInlineAvatar(signedIn(ctx), { id, avatar }),
  createContactTag: (_, { title }, ctx) => ctx.services.contactsApp.tags.create(signedIn(ctx).id, { tag: { title } }),
  updateContactTag: (_, { id, title }, ctx) =>
    ctx.services.contactsApp.tags.update(signedIn(ctx).id, { id, tag: { title } }),
  deleteContactTag: (_, { id }, ctx) => ctx.services.contactsApp.tags.remove(signedIn(ctx).id, id),
};

import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  contacts: (_, { query, page, size }, ctx) => ctx.services.contactsApp.page(signedIn(ctx), query, { page, size }),
  contact: (_, { id }, ctx) => ctx.services.contactsApp.contact(signedIn(ctx), id),
  contactTags: (_, __, ctx) => ctx.services.contactsApp.tags.list(signedIn(ctx).id),
  countries: (_, { lang }, ctx) => {
    signedIn(ctx);
    return ctx.services.contactsApp.countries(lang);
  },
};

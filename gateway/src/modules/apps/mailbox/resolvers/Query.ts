import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  mailboxSettings: (_, __, ctx) => ctx.services.mailboxApp.settings(signedIn(ctx)),
  mailFolders: (_, __, ctx) => ctx.services.mailboxApp.folders(signedIn(ctx)),
  mailFilters: (_, __, ctx) => {
    signedIn(ctx);
    return ctx.services.mailboxApp.filters();
  },
  mailLabels: (_, __, ctx) => ctx.services.mailboxApp.labels.list(signedIn(ctx).id),
  mails: (_, { folder, filter, label, page, size }, ctx) =>
    ctx.services.mailboxApp.page(signedIn(ctx), { folder, filter, label }, { page, size }),
  mail: (_, { id }, ctx) => ctx.services.mailboxApp.mail(signedIn(ctx), id),
};

import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn, type Context } from '../../../kit/context.js';

/** Reference data, but still for signed-in callers only. */
const service = (ctx: Context) => {
  signedIn(ctx);
  return ctx.services.helpCenterApp;
};

export const Query: Resolvers['Query'] = {
  helpCenterFaqs: (_, args, ctx) => service(ctx).faqs(args),
  helpCenterGuides: (_, args, ctx) => service(ctx).guides(args),
  helpCenterGuide: (_, args, ctx) => service(ctx).guide(args),
};

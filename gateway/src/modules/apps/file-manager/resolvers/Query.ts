import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  fileManager: (_, { folderId }, ctx) => ctx.services.fileManagerApp.folder(signedIn(ctx), folderId),
};

import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

/** Members as objects whichever shape the board came in; lists and labels loaded when not there. */
export const Scrumboard: Resolvers['Scrumboard'] = {
  members: (board, _, ctx) =>
    board.members.flatMap((member) =>
      typeof member === 'string' ? (ctx.services.scrumboardApp.member(member) ?? []) : member,
    ),
  lists: async (board, _, ctx) =>
    board.lists ?? (await ctx.services.scrumboardApp.board(signedIn(ctx), board.id))?.lists ?? [],
  labels: (board, _, ctx) => board.labels ?? ctx.services.scrumboardApp.labels(signedIn(ctx), board.id),
};

import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

/** Its cards: in a board's answer already, loaded for a list a mutation answers. */
export const ScrumboardList: Resolvers['ScrumboardList'] = {
  cards: (list, _, ctx) => list.cards ?? ctx.services.scrumboardApp.cards.ofList(signedIn(ctx), list.id),
};

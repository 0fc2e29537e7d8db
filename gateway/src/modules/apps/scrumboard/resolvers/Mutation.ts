import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createScrumboardList: (_, { input }, ctx) => ctx.services.scrumboardApp.createList(signedIn(ctx), { list: input }),
  updateScrumboardList: (_, { id, input }, ctx) =>
    ctx.services.scrumboardApp.updateList(signedIn(ctx), { list: { ...input, id } }),
  deleteScrumboardList: (_, { id }, ctx) => ctx.services.scrumboardApp.removeList(signedIn(ctx), id),
  updateScrumboardLists: (_, { lists }, ctx) => ctx.services.scrumboardApp.updateLists(signedIn(ctx), { lists }),
  createScrumboardCard: (_, { input }, ctx) => ctx.services.scrumboardApp.cards.create(signedIn(ctx), { card: input }),
  updateScrumboardCard: (_, { id, input }, ctx) =>
    ctx.services.scrumboardApp.cards.update(signedIn(ctx), { id, card: input }),
  deleteScrumboardCard: (_, { id }, ctx) => ctx.services.scrumboardApp.cards.remove(signedIn(ctx), id),
  updateScrumboardCards: (_, { cards }, ctx) => ctx.services.scrumboardApp.cards.updateMany(signedIn(ctx), { cards }),
  updateScrumboardCardPositions: (_, { cards }, ctx) =>
    ctx.services.scrumboardApp.cards.setPositions(signedIn(ctx), { cards }),
  createScrumboardLabel: (_, { boardId, title }, ctx) =>
    ctx.services.scrumboardApp.createLabel(signedIn(ctx), { label: { boardId, title } }),
  updateScrumboardLabel: (_, { id, title }, ctx) =>
    ctx.services.scrumboardApp.updateLabel(signedIn(ctx), { id, label: { title } }),
  deleteScrumboardLabel: (_, { id }, ctx) => ctx.services.scrumboardApp.removeLabel(signedIn(ctx), id),
};

import { clampFirst } from '../../../../lib/batched.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const Equipment: Resolvers['Equipment'] = {
  workOrders: (machine, { first }, ctx) =>
    ctx.loaders.workOrdersOfMachine.load({ key: machine.id, first: clampFirst(first, 20, 100) }),
};

import { nodeFields, objectFields } from '../../../../lib/node-fields.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';
import { warmedOrder, warmOrders } from './WorkOrder.js';

export const Query: Resolvers['Query'] = {
  workOrders: async (_, { farmId, filter, sort, first, after }, ctx, info) => {
    const page = await ctx.services.workOrders.list(
      signedIn(ctx),
      farmId,
      filter ?? {},
      sort ?? undefined,
      { first, after },
      nodeFields(info),
      nodeFields(info, 'equipment'),
    );
    warmOrders(page, ctx);
    return page;
  },
  workOrder: async (_, { id }, ctx, info) =>
    warmedOrder(
      await ctx.services.workOrders.show(signedIn(ctx), id, objectFields(info), objectFields(info, 'equipment')),
      ctx,
    ),
  workOrderAssignees: (_, { farmId }, ctx) => ctx.services.workOrders.assignable(signedIn(ctx), farmId),
  failureCodes: (_, { farmId, kind, includeInactive }, ctx) =>
    ctx.services.workOrders.failureCodes.list(signedIn(ctx), farmId, { kind, includeInactive }),
};

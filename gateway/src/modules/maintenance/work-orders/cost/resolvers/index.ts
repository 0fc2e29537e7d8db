import { WorkOrder } from './WorkOrder.js';

/** The GraphQL resolvers of this module, one file per type. */
export const workOrderCostResolvers = { WorkOrder };

import { Mutation } from './Mutation.js';
import { WorkOrder } from './WorkOrder.js';
import { WorkOrderComment } from './WorkOrderComment.js';

/** The GraphQL resolvers of this module, one file per type. */
export const commentResolvers = { Mutation, WorkOrder, WorkOrderComment };

import { Mutation } from './Mutation.js';
import { SparePart } from './SparePart.js';
import { StockMovement } from './StockMovement.js';
import { WorkOrder } from './WorkOrder.js';
import { WorkOrderPart } from './WorkOrderPart.js';

/** The GraphQL resolvers of this module, one file per type. */
export const workOrderPartResolvers = { Mutation, WorkOrder, WorkOrderPart, StockMovement, SparePart };

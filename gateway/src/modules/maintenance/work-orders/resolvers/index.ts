import { ChecklistItem } from './ChecklistItem.js';
import { DowntimePeriod } from './DowntimePeriod.js';
import { Equipment } from './Equipment.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { WorkOrder } from './WorkOrder.js';

/** The GraphQL resolvers of this module, one file per type. */
export const workOrderResolvers = { Query, Mutation, WorkOrder, Equipment, ChecklistItem, DowntimePeriod };

import { Farm } from './Farm.js';
import { LabourEntry } from './LabourEntry.js';
import { LabourRate } from './LabourRate.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { WorkOrder } from './WorkOrder.js';

/** The GraphQL resolvers of this module, one file per type. */
export const labourResolvers = { Query, Mutation, WorkOrder, LabourEntry, LabourRate, Farm };

import { Equipment } from './Equipment.js';
import { MaintenanceRequest } from './MaintenanceRequest.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { WorkOrder } from './WorkOrder.js';

/** The GraphQL resolvers of this module, one file per type. */
export const requestResolvers = { Query, Mutation, MaintenanceRequest, Equipment, WorkOrder };

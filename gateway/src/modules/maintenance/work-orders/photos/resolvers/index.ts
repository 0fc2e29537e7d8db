import { ChecklistItem } from './ChecklistItem.js';
import { Mutation } from './Mutation.js';
import { Photo } from './Photo.js';
import { WorkOrder } from './WorkOrder.js';

/** The GraphQL resolvers of this module, one file per type. */
export const workOrderPhotoResolvers = { Mutation, Photo, WorkOrder, ChecklistItem };

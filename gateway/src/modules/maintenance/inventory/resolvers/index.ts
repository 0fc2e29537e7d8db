import { Query } from './Query.js';
import { Mutation } from './Mutation.js';
import { SparePartConnection } from './SparePartConnection.js';
import { Equipment } from './Equipment.js';
import { SparePart } from './SparePart.js';

/** The GraphQL resolvers of this module, one file per type. */
export const inventoryResolvers = { Query, Mutation, SparePartConnection, Equipment, SparePart };

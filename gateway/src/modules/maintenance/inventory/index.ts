// Spare parts and their stock ledger.
import { defineModule } from '../../kit/module.js';
import { inventoryLoaders, type InventoryLoaders } from './inventory.loaders.js';
import { inventoryResolvers } from './resolvers/index.js';
import { InventoryRepository } from './inventory.repository.js';
import { InventoryService } from './inventory.service.js';

declare module '../../kit/context.js' {
  interface Services {
    inventory: InventoryService;
  }
  interface Loaders extends InventoryLoaders {}
}

export const inventoryModule = defineModule({
  name: 'inventory',
  service: ({ database, lists }) => new InventoryService(new InventoryRepository(database.db, lists)),
  resolvers: inventoryResolvers,
  loaders: inventoryLoaders,
});

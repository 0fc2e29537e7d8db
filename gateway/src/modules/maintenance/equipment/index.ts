// The equipment register: machines and implements, meter readings, history.
import { defineModule } from '../../kit/module.js';
import { equipmentLoaders, type EquipmentLoaders } from './equipment.loaders.js';
import { equipmentResolvers } from './resolvers/index.js';
import { EquipmentRepository } from './equipment.repository.js';
import { EquipmentService } from './equipment.service.js';

declare module '../../kit/context.js' {
  interface Services {
    equipment: EquipmentService;
  }
  interface Loaders extends EquipmentLoaders {}
}

export const equipmentModule = defineModule({
  name: 'equipment',
  service: ({ database, lists }) => new EquipmentService(new EquipmentRepository(database.db, lists)),
  resolvers: equipmentResolvers,
  loaders: equipmentLoaders,
});

// Labour on work orders: entries and running timers (one per person and farm), at the hourly
// rate in force when each is made; closing an order stops its running timers.
import { defineModule } from '../../../kit/module.js';
import { labourLoaders, type LabourLoaders } from './labour.loaders.js';
import { LabourRepository } from './labour.repository.js';
import { LabourService } from './labour.service.js';
import { labourResolvers } from './resolvers/index.js';

declare module '../../../kit/context.js' {
  interface Services {
    labour: LabourService;
  }
  interface Loaders extends LabourLoaders {}
}

export const labourModule = defineModule({
  name: 'labour',
  service: ({ database }, { workOrders }) => {
    const labour = new LabourService(new LabourRepository(database.db), workOrders);
    workOrders.status.whenClosed((tx, _user, order) => labour.stopRunning(tx, order));
    return labour;
  },
  resolvers: labourResolvers,
  loaders: labourLoaders,
});

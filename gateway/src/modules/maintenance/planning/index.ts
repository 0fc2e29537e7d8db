// Planning: the calendar of a farm's scheduled work orders, its technicians' weekly workload
// against the farm's capacity, and rescheduling by drag. The plans' forecasts join the same
// Planning type from the plans module (extend type Planning).
import { defineModule } from '../../kit/module.js';
import { PlanningRepository } from './planning.repository.js';
import { PlanningService } from './planning.service.js';
import { planningResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    planning: PlanningService;
  }
}

export const planningModule = defineModule({
  name: 'planning',
  service: ({ database }, { workOrders }) => new PlanningService(new PlanningRepository(database.db), workOrders),
  resolvers: planningResolvers,
});

// Preventive maintenance plans: their CRUD, their next due point (due.ts), and the scheduler
// that opens their PREVENTIVE orders (scheduler.ts) at start, on every job tick, after a
// machine's reading and on demand. A completed order moves its plan on; a cancelled one skips its point.
import { defineModule } from '../../kit/module.js';
import { planLoaders, type PlanLoaders } from './plans.loaders.js';
import { PlanRepository } from './plans.repository.js';
import { PlanService } from './plans.service.js';
import { planResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    plans: PlanService;
  }
  interface Loaders extends PlanLoaders {}
}

export const plansModule = defineModule({
  name: 'plans',
  service: ({ database, lists, log }, { workOrders, workOrderParts, equipment }) => {
    const plans = new PlanService(new PlanRepository(database.db, lists), workOrders, workOrderParts);
    workOrders.status.whenClosed((tx, _user, order) => plans.closed(tx, order));
    // A reading that crosses a due point opens its order at once (that machine's plans only).
    equipment.afterReading((machine) =>
      plans.scheduler.runFarm(machine.farmId, null, new Date(), machine.id).catch((error: unknown) => {
        log(`plan scheduler after a reading: ${String(error)}`);
      }),
    );
    return plans;
  },
  resolvers: planResolvers,
  loaders: planLoaders,
  jobs: (plans) => [{ name: 'preventive plans', run: () => plans.scheduler.runAll() }],
});

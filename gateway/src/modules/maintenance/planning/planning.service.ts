// The planning calendar: a farm's orders in a range and its technicians' weekly workload
// (members read), the farm's weekly capacity (managers set it), and the calendar's drag,
// which is the work-orders service's reschedule: its access rules, lock and audit.
import { notFound } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validation.js';
import { recordAudit } from '../../core/audit/audit.service.js';
import { assertFarmAccess, assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { MANAGE } from '../work-orders/work-order-rules.js';
import type { WorkOrderService } from '../work-orders/work-orders.service.js';
import type { PlanningModel } from './planning.mappers.js';
import type { PlanningRepository } from './planning.repository.js';
import { CapacitySchema, PlanningRangeSchema } from './planning.schemas.js';

export class PlanningService {
  constructor(
    readonly repository: PlanningRepository,
    private readonly workOrders: WorkOrderService,
  ) {}

  /** The checked range; its orders and workload are read when the graph asks for them. */
  async plan(user: UserModel, farmId: string, input: unknown): Promise<PlanningModel> {
    assertFarmAccess(user, farmId);
    const { from, to, filter } = parseInput(PlanningRangeSchema, input);
    const weeklyCapacityHours = await this.repository.capacity(farmId);
    if (weeklyCapacityHours === undefined) throw notFound('Farm');
    return { farmId, from, to, filter: filter ?? {}, weeklyCapacityHours };
  }

  orders = (plan: PlanningModel) => this.repository.orders(plan);
  workload = (plan: PlanningModel) => this.repository.workload(plan);

  /** Managers (workorders.manage) set the hours a technician may be planned per week; audited on the farm. */
  async setCapacity(user: UserModel, farmId: string, input: unknown): Promise<number> {
    assertFarmPermission(user, farmId, MANAGE);
    const { weeklyCapacityHours } = parseInput(CapacitySchema, input);
    const before = await this.repository.capacity(farmId);
    if (before === undefined) throw notFound('Farm');
    if (before === weeklyCapacityHours) return before;
    await this.repository.db.transaction(async (tx) => {
      await this.repository.setCapacity(tx, farmId, weeklyCapacityHours);
      await recordAudit(tx, {
        farmId,
        entityType: 'farm',
        entityId: farmId,
        action: 'UPDATE',
        actorId: user.id,
        changes: { weeklyCapacityHours: { before, after: weeklyCapacityHours } },
      });
    });
    return weeklyCapacityHours;
  }

  /** Moves an order on the calendar: the work-orders service checks, locks and audits it. */
  reschedule = (user: UserModel, id: unknown, input: unknown) => this.workOrders.reschedule(user, id, input);
}

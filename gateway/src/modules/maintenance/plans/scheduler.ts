// The plans' scheduler: for each active plan of a farm with no open order whose due point is
// within its lead time (computeDue's dueNow), it opens a PREVENTIVE order through the work
// orders' creation path, with the plan's checklist and parts (template-parts.ts), keyed
// (plan_id, plan_due_key). The unique index on that pair makes a second run, a restart or
// another gateway on the same PostgreSQL server open nothing more: each plan's order is its
// own transaction, and a unique violation reads "already opened".
// Runs: a module job (at start, every JOBS_EVERY_SECONDS), after a meter reading, on demand.
import type { Db } from '../../../db/client.js';
import type { MaintenancePlanRow, WorkOrderRow } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { WorkOrdersService } from '../work-orders/index.js';
import type { WorkOrderPartsService } from '../work-orders/parts/work-order-parts.service.js';
import { localToday } from './local-date.js';
import { dueOf, readingsFrom, usagesOf } from './plan-schedule.js';
import type { PlanRepository } from './plans.repository.js';
import { planTemplateParts } from './template-parts.js';

/**
 * Who the scheduler acts as: the manager who asked (runPlanScheduler) or, for the job and a
 * reading's run, nobody (the audit entry and the order then name no creator).
 */
export type SchedulerActor = UserModel | null;
const SYSTEM = { id: null, name: 'Scheduler' } as unknown as UserModel;

export class PlanScheduler {
  constructor(
    private readonly plans: PlanRepository,
    private readonly orders: WorkOrdersService,
    private readonly parts: WorkOrderPartsService,
  ) {}

  /** Every farm with active plans, one after the other (a pass must not hog the pool). */
  async runAll(now = new Date()): Promise<number> {
    let opened = 0;
    for (const farmId of await this.plans.farmsWithPlans()) opened += (await this.runFarm(farmId, null, now)).length;
    return opened;
  }

  /** Opens the farm's due orders (one machine's only, after its reading); returns those opened here. */
  async runFarm(farmId: string, actor: SchedulerActor, now = new Date(), machineId?: string): Promise<WorkOrderRow[]> {
    const db = this.plans.db;
    const candidates = await this.plans.dueCandidates(db, farmId, machineId);
    if (!candidates.length) return [];
    const timeZone = await this.plans.timeZoneOf(farmId);
    const today = localToday(timeZone, now);
    const machineIds = [...new Set(candidates.map((p) => p.equipmentId))];
    const machineRows = await this.plans.machines(db, farmId, machineIds);
    const machines = new Map(machineRows.map((m) => [m.id, m]));
    const readings = await this.plans.readingsSince(db, [farmId], machineIds, readingsFrom(now));
    const usages = usagesOf(machineRows, readings, now, timeZone);
    const opened: WorkOrderRow[] = [];
    for (const plan of candidates) {
      const machine = machines.get(plan.equipmentId);
      if (!machine || machine.status === 'RETIRED') continue;
      const due = dueOf(plan, usages.get(machine.id)!, today);
      if (!due.dueNow || !due.key) continue;
      const order = await this.open(plan, due.key, due.dueDate, actor ?? SYSTEM);
      if (order) opened.push(order);
    }
    return opened;
  }

  /** One plan's order, or null when another run opened it (or one is open) meanwhile. */
  private async open(plan: MaintenancePlanRow, key: string, dueDate: string | null, actor: UserModel) {
    try {
      return await this.orders.write(plan.farmId, async (tx) => {
        // The plan's row lock orders two runs over one plan: the second sees the first's order.
        const locked = await this.plans.lock(tx, plan.id);
        if (!locked?.active || (await this.plans.openOrdersOf([plan.id], tx)).length) return null;
        return this.create(tx, locked, key, dueDate, actor);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async create(tx: Db, plan: MaintenancePlanRow, key: string, dueDate: string | null, actor: UserModel) {
    const machine = await this.orders.machineIn(tx, plan.farmId, plan.equipmentId);
    // A default assignee who left the farm or lost the role leaves the order unassigned.
    const people = plan.defaultAssigneeId
      ? await this.orders.assignees(tx, plan.farmId, [plan.defaultAssigneeId]).catch(() => [])
      : [];
    const order = await this.orders.createIn(
      tx,
      actor,
      machine,
      {
        farmId: plan.farmId,
        type: 'PREVENTIVE',
        title: plan.title,
        description: plan.instructions,
        equipmentId: plan.equipmentId,
        priority: plan.priority,
        dueDate,
        estimatedMinutes: plan.estimatedMinutes,
        planId: plan.id,
        planDueKey: key,
        // Kept apart from dueDate, which a manager may move: PM lateness is against the point's day.
        planDueDate: dueDate,
      },
      people,
    );
    for (const text of plan.checklist)
      await this.orders.checklist.repository.append(tx, { farmId: plan.farmId, workOrderId: order.id, text });
    await planTemplateParts(
      tx,
      { plans: this.plans, orders: this.orders, parts: this.parts },
      actor,
      order,
      plan.parts,
    );
    return order;
  }
}

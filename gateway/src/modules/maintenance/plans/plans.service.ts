// Preventive plans: listing, reading, creating, editing, pausing and deleting them, each write
// in one transaction with its audit entry; managers (workorders.manage on the plan's farm)
// write, members read. A machine, part or default assignee of another farm is refused as the
// work orders refuse them. Completion of a plan's order moves the plan on (completed()).
import type { Db } from '../../../db/client.js';
import type { MaintenancePlanRow, WorkOrderRow } from '../../../db/schema.js';
import { badInput, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PageRequest } from '../../../lib/pagination.js';
import { parseInput } from '../../../lib/validation.js';
import { diff, recordAudit } from '../../core/audit/audit.service.js';
import { assertFarmAccess, assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { WorkOrdersService } from '../work-orders/index.js';
import type { WorkOrderPartsService } from '../work-orders/parts/work-order-parts.service.js';
import { MANAGE } from '../work-orders/work-order-rules.js';
import type { PlanningModel } from '../planning/planning.mappers.js';
import { DUE_SOON_DAYS, plansDueWithin } from './due-soon.js';
import { localToday } from './local-date.js';
import { nextDues } from './next-due.js';
import { planForecasts } from './plan-forecasts.js';
import type { PlanRepository } from './plans.repository.js';
import {
  PLAN_AUDITED_FIELDS,
  PlanFieldsSchema,
  PlanListSchema,
  PlanRulesSchema,
  type PlanFields,
} from './plans.schemas.js';
import { PlanScheduler } from './scheduler.js';

export class PlanService {
  readonly scheduler: PlanScheduler;

  constructor(
    readonly repository: PlanRepository,
    readonly orders: WorkOrdersService,
    parts: WorkOrderPartsService,
  ) {
    this.scheduler = new PlanScheduler(repository, orders, parts);
  }

  async list(user: UserModel, farmId: string, filterInput: unknown, page: PageRequest) {
    assertFarmAccess(user, farmId);
    const { dueWithinDays, ...filter } = parseInput(PlanListSchema, filterInput ?? {});
    const dueIds = dueWithinDays ? await plansDueWithin(this.repository, farmId, dueWithinDays) : undefined;
    return this.repository.page(farmId, { ...filter, dueIds }, page);
  }

  /** The dashboard's tile (its farm access checked): the list's dueWithinDays: DUE_SOON_DAYS. */
  dueSoonCount = async (farmId: string) => (await plansDueWithin(this.repository, farmId, DUE_SOON_DAYS)).length;

  async get(user: UserModel, id: unknown): Promise<MaintenancePlanRow> {
    const row = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!row) throw notFound('Maintenance plan');
    assertFarmAccess(user, row.farmId);
    return row;
  }

  async create(user: UserModel, farmId: string, input: unknown): Promise<MaintenancePlanRow> {
    assertFarmPermission(user, farmId, MANAGE);
    const fields = parseInput(PlanFieldsSchema, input);
    parseInput(PlanRulesSchema, fields);
    return this.orders.write(farmId, async (tx) => {
      const machine = await this.checkRefs(tx, farmId, fields);
      const timeZone = await this.repository.timeZoneOf(farmId, tx);
      const row = await this.repository.insert(tx, {
        ...fields,
        equipmentId: fields.equipmentId!,
        title: fields.title!,
        farmId,
        startDate: fields.startDate ?? localToday(timeZone, new Date()),
        startMeter: fields.startMeter ?? (machine.meterUnit === 'NONE' ? null : machine.meterValue),
        createdBy: user.id,
      });
      await this.audit(tx, user, row, 'CREATE', diff({}, row, PLAN_AUDITED_FIELDS));
      return row;
    });
  }

  async update(user: UserModel, id: unknown, input: unknown): Promise<MaintenancePlanRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, MANAGE);
    const fields = parseInput(PlanFieldsSchema, input);
    return this.orders.write(current.farmId, async (tx) => {
      const locked = await this.locked(tx, current.id);
      const merged = { ...locked, ...fields };
      parseInput(PlanRulesSchema, merged);
      await this.checkRefs(tx, locked.farmId, fields);
      const changes = diff(locked, merged, PLAN_AUDITED_FIELDS);
      if (!Object.keys(changes).length) return locked;
      const row = await this.repository.update(tx, locked.id, fields);
      await this.audit(tx, user, row, 'UPDATE', changes);
      return row;
    });
  }

  async setActive(user: UserModel, id: unknown, active: boolean): Promise<MaintenancePlanRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, MANAGE);
    return this.orders.write(current.farmId, async (tx) => {
      const locked = await this.locked(tx, current.id);
      if (locked.active === active) return locked;
      const row = await this.repository.update(tx, locked.id, { active });
      await this.audit(tx, user, row, active ? 'RESUME' : 'PAUSE', { active: { before: !active, after: active } });
      return row;
    });
  }

  /** Hides the plan; its orders keep their plan_id and history. */
  async remove(user: UserModel, id: unknown): Promise<boolean> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, MANAGE);
    return this.orders.write(current.farmId, async (tx) => {
      const locked = await this.locked(tx, current.id);
      const row = await this.repository.update(tx, locked.id, { deletedAt: new Date(), active: false });
      await this.audit(tx, user, row, 'DELETE', { title: { before: locked.title, after: null } });
      return true;
    });
  }

  /** The scheduler on demand, for a manager of the farm. */
  async run(user: UserModel, farmId: string) {
    assertFarmPermission(user, farmId, MANAGE);
    const orders = await this.scheduler.runFarm(farmId, user);
    return { opened: orders.length, orders };
  }

  /** The planning calendar's forecast: the active plans' due points in its range. */
  forecasts = (planning: PlanningModel) => planForecasts(this.repository, planning);

  /** The plans' next due points as of now, each on its farm's day (for the nextDueOfPlan loader). */
  nextDues = (plans: readonly MaintenancePlanRow[]) => nextDues(this.repository, plans);

  /**
   * A plan's order closed, in its transaction; both record the farm's day, the machine's meter
   * (a completion reading was recorded just before) and the key the order served.
   * COMPLETED: last done, and any skip is cleared. CANCELLED skips that point: the next one
   * counts from the cancellation, while last done stays the last real service. (Left as it
   * was, a FLOATING plan computed the cancelled point again, whose key stays taken.)
   */
  async closed(tx: Db, order: WorkOrderRow): Promise<Record<string, { before: unknown; after: unknown }>> {
    if (!order.planId || (order.status !== 'COMPLETED' && order.status !== 'CANCELLED')) return {};
    const plan = await this.repository.lock(tx, order.planId);
    if (!plan) return {};
    const [machine] = await this.repository.machines(tx, order.farmId, [order.equipmentId]);
    const timeZone = await this.repository.timeZoneOf(order.farmId, tx);
    const day = localToday(timeZone, order.completedAt ?? order.cancelledAt ?? new Date());
    const meter = machine && machine.meterUnit !== 'NONE' ? machine.meterValue : null;
    if (order.status === 'CANCELLED') {
      await this.repository.update(tx, plan.id, {
        skippedDate: day,
        skippedMeter: meter,
        skippedKey: order.planDueKey,
      });
      return { planSkipped: { before: plan.skippedDate, after: day } };
    }
    const done = { lastDoneDate: day, lastDoneMeter: meter, lastDoneKey: order.planDueKey };
    await this.repository.update(tx, plan.id, { ...done, skippedDate: null, skippedMeter: null, skippedKey: null });
    return { planLastDone: { before: plan.lastDoneDate, after: day } };
  }

  private async locked(tx: Db, id: string) {
    const row = await this.repository.lock(tx, id);
    if (!row) throw notFound('Maintenance plan');
    return row;
  }

  /** The machine, parts and assignee named must be the farm's. */
  private async checkRefs(tx: Db, farmId: string, fields: PlanFields) {
    const machine = fields.equipmentId ? await this.orders.machineIn(tx, farmId, fields.equipmentId) : undefined;
    if (fields.defaultAssigneeId) await this.orders.assignees(tx, farmId, [fields.defaultAssigneeId]);
    const partIds = (fields.parts ?? []).map((p) => p.partId);
    if ((await this.repository.countPartsIn(tx, farmId, partIds)) !== partIds.length)
      throw badInput('parts: this farm has no such part');
    return machine!;
  }

  private audit(tx: Db, user: UserModel, plan: MaintenancePlanRow, action: string, changes: Record<string, unknown>) {
    return recordAudit(tx, {
      farmId: plan.farmId,
      entityType: 'maintenance_plan',
      entityId: plan.id,
      action,
      actorId: user.id,
      changes: changes as Record<string, { before: unknown; after: unknown }>,
    });
  }
}

// Maintenance requests, the managers' side: the inbox, approving a request into a corrective
// work order (through the work-orders service: its number, its machine held DOWN, its audit
// and notices) or declining it with a reason, and each machine's report link, which only
// managers see and may rotate. Everything needs workorders.manage on the request's farm;
// every write runs in one transaction with its audit entry (lib/write.ts). The public side,
// where requests come from, is report-intake.ts.
import type { Db } from '../../../db/client.js';
import type { MaintenanceRequestRow } from '../../../db/schema-maintenance-requests.js';
import type { EquipmentRow } from '../../../db/schema.js';
import { badInput, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PageRequest } from '../../../lib/pagination.js';
import type { RateLimits } from '../../../lib/rate-limits.js';
import { parseInput } from '../../../lib/validation.js';
import { writeFarm } from '../../../lib/write.js';
import { recordAudit } from '../../core/audit/audit.service.js';
import { assertFarmPermission, can } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { EquipmentService } from '../equipment/equipment.service.js';
import type { PhotoService } from '../photos/photos.service.js';
import type { WorkOrderPhotoService } from '../work-orders/photos/work-order-photos.service.js';
import { MANAGE } from '../work-orders/work-order-rules.js';
import { formatNumber } from '../work-orders/work-orders.mappers.js';
import type { WorkOrderService } from '../work-orders/work-orders.service.js';
import { ReportIntake } from './report-intake.js';
import type { RequestRepository } from './requests.repository.js';
import { ApproveSchema, DeclineSchema, InboxFilterSchema } from './requests.schemas.js';

/** A title made of the report's first line: the order list shows titles, not descriptions. */
const TITLE_LENGTH = 80;
function titleOf(description: string): string {
  const line = description.split('\n')[0].replace(/\s+/g, ' ').trim();
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1)}…` : line;
}

const reporterOf = (request: MaintenanceRequestRow) =>
  [request.reporterName, request.reporterPhone].filter(Boolean).join(' · ') || null;

function alreadyDecided(request: MaintenanceRequestRow) {
  const approved = request.status === 'APPROVED';
  return badInput(`This request was already ${approved ? 'approved' : 'declined'}`).translated(
    approved ? 'maintenanceRequestApproved' : 'maintenanceRequestDeclined',
  );
}

export class RequestService {
  /** Reports from the public link. */
  readonly intake: ReportIntake;

  constructor(
    readonly repository: RequestRepository,
    private readonly services: {
      workOrders: WorkOrderService;
      workOrderPhotos: WorkOrderPhotoService;
      equipment: EquipmentService;
      photos: PhotoService;
    },
    rateLimits: RateLimits,
  ) {
    this.intake = new ReportIntake(this, services.photos, rateLimits);
  }

  write<T>(farmId: string, work: (tx: Db) => Promise<T>) {
    return writeFarm(this.repository.db, this.repository.lists.counts, farmId, work);
  }

  audit(tx: Db, actorId: string | null, request: MaintenanceRequestRow, action: string, changes = {}) {
    return recordAudit(tx, {
      farmId: request.farmId,
      entityType: 'maintenance_request',
      entityId: request.id,
      action,
      actorId,
      changes,
    });
  }

  list(user: UserModel, farmId: string, filterInput: unknown, page: PageRequest, fields?: readonly string[]) {
    assertFarmPermission(user, farmId, MANAGE);
    const { status } = parseInput(InboxFilterSchema, filterInput);
    return this.repository.page(farmId, [...new Set(status ?? [])].sort(), page, fields);
  }

  /** A request of a farm the user manages; NOT_FOUND or FORBIDDEN otherwise. */
  async get(user: UserModel, id: unknown): Promise<MaintenanceRequestRow> {
    const row = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!row) throw notFound('Maintenance request');
    assertFarmPermission(user, row.farmId, MANAGE);
    return row;
  }

  /** A corrective order carrying the request's words, photo and reporter; asked again, the same answer. */
  async approve(user: UserModel, id: unknown, input: unknown): Promise<MaintenanceRequestRow> {
    const request = await this.get(user, id);
    const { priority, assigneeIds } = parseInput(ApproveSchema, input);
    const { workOrders, workOrderPhotos } = this.services;
    return this.write(request.farmId, async (tx) => {
      const locked = await this.repository.lock(tx, request.id);
      if (locked.status === 'APPROVED') return locked;
      if (locked.status !== 'PENDING') throw alreadyDecided(locked);
      const machine = await workOrders.machineIn(tx, locked.farmId, locked.equipmentId);
      const people = await workOrders.assignees(tx, locked.farmId, assigneeIds ?? []);
      const order = await workOrders.createIn(
        tx,
        user,
        machine,
        {
          farmId: locked.farmId,
          type: 'CORRECTIVE',
          title: titleOf(locked.description),
          description: locked.description,
          priority: priority ?? (locked.machineStopped ? 'HIGH' : 'MEDIUM'),
          equipmentId: locked.equipmentId,
          equipmentDown: locked.machineStopped,
          failureAt: locked.createdAt,
          requesterId: user.id,
        },
        people,
      );
      await workOrders.audit(tx, user, order, 'FROM_REQUEST', {
        reporter: { before: null, after: reporterOf(locked) },
      });
      if (locked.photoId) await workOrderPhotos.linkIn(tx, user, order, locked.photoId, null);
      const row = await this.repository.update(tx, locked.id, {
        status: 'APPROVED',
        workOrderId: order.id,
        decidedBy: user.id,
        decidedAt: new Date(),
      });
      await this.audit(tx, user.id, row, 'APPROVE', {
        status: { before: locked.status, after: row.status },
        workOrder: { before: null, after: formatNumber(order.number) },
      });
      return row;
    });
  }

  async decline(user: UserModel, id: unknown, input: unknown): Promise<MaintenanceRequestRow> {
    const request = await this.get(user, id);
    const { reason } = parseInput(DeclineSchema, input);
    return this.write(request.farmId, async (tx) => {
      const locked = await this.repository.lock(tx, request.id);
      if (locked.status === 'DECLINED') return locked;
      if (locked.status !== 'PENDING') throw alreadyDecided(locked);
      const row = await this.repository.update(tx, locked.id, {
        status: 'DECLINED',
        declineReason: reason,
        decidedBy: user.id,
        decidedAt: new Date(),
      });
      await this.audit(tx, user.id, row, 'DECLINE', {
        status: { before: locked.status, after: row.status },
        reason: { before: null, after: reason },
      });
      return row;
    });
  }

  /** Whether the user may see and rotate the machine's report link. */
  maySeeLink(user: UserModel, machine: Pick<EquipmentRow, 'farmId'>): boolean {
    return can(user, machine.farmId, MANAGE);
  }

  /** A new report link for the machine: the old one opens nothing from now on. */
  async rotate(user: UserModel, equipmentId: unknown): Promise<EquipmentRow> {
    const machine = await this.services.equipment.get(user, equipmentId);
    assertFarmPermission(user, machine.farmId, MANAGE);
    await this.write(machine.farmId, async (tx) => {
      await this.repository.rotate(tx, machine);
      // The token itself stays out of the trail: the history is readable by every member.
      await recordAudit(tx, {
        farmId: machine.farmId,
        entityType: 'equipment',
        entityId: machine.id,
        action: 'REQUEST_LINK_ROTATE',
        actorId: user.id,
        changes: {},
      });
    });
    return machine;
  }
}

// A corrective order with "equipment down" holds its machine DOWN while it is open, and gives
// the machine back the status it had when the order closes. Several open orders may hold one
// machine: the machine stays DOWN until the last of them closes, which gives back the status
// the machine had before the first. Status changes go through the equipment service (audited
// on the machine), inside the order's transaction.
import type { Db } from '../../../db/client.js';
import type { WorkOrderRow } from '../../../db/schema.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { EquipmentService } from '../equipment/equipment.service.js';
import { formatNumber } from './work-orders.mappers.js';
import { OPEN_STATUSES, type WorkOrderRepository } from './work-orders.repository.js';

/** Whether the order, as it stands, keeps its machine DOWN. */
export const holdsMachine = (order: Pick<WorkOrderRow, 'equipmentDown' | 'status'>) =>
  order.equipmentDown && (OPEN_STATUSES as readonly string[]).includes(order.status);

export class MachineHold {
  constructor(
    private readonly repository: WorkOrderRepository,
    private readonly equipment: EquipmentService,
  ) {}

  /** `order` has just come to hold its machine: DOWN, remembering what to give back. */
  async take(tx: Db, user: UserModel, order: WorkOrderRow): Promise<WorkOrderRow> {
    const machine = await this.repository.machineOf(tx, order);
    // A retired machine stays retired; the order records nothing to give back.
    if (machine.status === 'RETIRED') return order;
    const before = (await this.repository.statusHeldByOthers(tx, order)) ?? machine.status;
    if (machine.status !== 'DOWN')
      await this.equipment.setStatusForWorkOrder(tx, user, machine, 'DOWN', {
        before: null,
        after: formatNumber(order.number),
      });
    return this.repository.update(tx, order.id, { equipmentStatusBefore: before });
  }

  /** `order` no longer holds its machine: the machine gets its status back unless another order holds it. */
  async release(tx: Db, user: UserModel, order: WorkOrderRow): Promise<void> {
    const machine = await this.repository.machineOf(tx, order);
    if ((await this.repository.statusHeldByOthers(tx, order)) !== undefined) return;
    const before = order.equipmentStatusBefore;
    // Someone changed the machine by hand meanwhile (retired it, say): theirs is the last word.
    if (machine.status !== 'DOWN' || !before || before === 'DOWN') return;
    await this.equipment.setStatusForWorkOrder(tx, user, machine, before, {
      before: formatNumber(order.number),
      after: null,
    });
  }

  /**
   * Takes or releases the machine as a change of the order requires: `before` and `after`
   * are the order as it was and as it is now (status, flag or machine changed).
   */
  async follow(tx: Db, user: UserModel, before: WorkOrderRow, after: WorkOrderRow): Promise<WorkOrderRow> {
    const held = holdsMachine(before);
    const holds = holdsMachine(after);
    const sameMachine = before.equipmentId === after.equipmentId;
    if (held && (!holds || !sameMachine)) await this.release(tx, user, before);
    if (holds && (!held || !sameMachine)) return this.take(tx, user, after);
    return after;
  }
}

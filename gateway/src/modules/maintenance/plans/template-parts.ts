// A plan's parts template planned on the order the scheduler opens, in its transaction and
// through the work-order parts service: each line reserves its stock and is on the order's
// timeline (PART_PLAN). The order opens whatever the store holds. Reserving more than is
// available is refused everywhere else, so a part short of stock is planned for what is
// available; what could not be planned (none available, or a part the farm no longer has)
// is a PART_NOT_PLANNED entry on the timeline with the quantity asked and what was there.
import type { Db } from '../../../db/client.js';
import type { PlanPart, WorkOrderRow } from '../../../db/schema.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { roundQuantity } from '../inventory/inventory.mappers.js';
import type { WorkOrdersService } from '../work-orders/index.js';
import type { WorkOrderPartsService } from '../work-orders/parts/work-order-parts.service.js';
import type { PlanRepository } from './plans.repository.js';

export async function planTemplateParts(
  tx: Db,
  services: { plans: PlanRepository; orders: WorkOrdersService; parts: WorkOrderPartsService },
  actor: UserModel,
  order: WorkOrderRow,
  template: readonly PlanPart[],
): Promise<void> {
  if (!template.length) return;
  // Locked, so that what is available now is still there when it is reserved.
  const rows = await services.plans.lockParts(
    tx,
    order.farmId,
    template.map((line) => line.partId),
  );
  const parts = new Map(rows.map((part) => [part.id, part]));
  for (const { partId, quantity } of template) {
    const part = parts.get(partId);
    const available = part ? Math.max(roundQuantity(part.quantityOnHand - part.quantityReserved), 0) : 0;
    const planned = Math.min(quantity, available);
    if (part && planned > 0) await services.parts.planIn(tx, actor, order, part, planned);
    if (planned < quantity)
      await services.orders.audit(tx, actor, order, 'PART_NOT_PLANNED', {
        part: { before: part?.partNumber ?? partId, after: part?.partNumber ?? partId },
        requested: { before: null, after: quantity },
        available: { before: null, after: available },
      });
  }
}

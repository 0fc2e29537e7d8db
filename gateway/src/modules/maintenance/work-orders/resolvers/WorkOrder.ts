import type { EquipmentRow, WorkOrderRow } from '../../../../db/schema.js';
import type { ListPage } from '../../../../lib/list-page.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn, type Context } from '../../../kit/context.js';
import type { CarryingRecord } from '../../../../lib/record-read.js';
import { historyField, warmHistory } from '../../../core/audit/audit.loaders.js';
import type { CarriedHistory } from '../../../core/audit/audit.repository.js';
import type { CarriedChecklist } from '../checklist.repository.js';
import { actionsOf, roleOn } from '../work-order-rules.js';
import { formatNumber, type WorkOrderPersonModel } from '../work-orders.mappers.js';
import { OPEN_STATUSES } from '../work-orders.repository.js';
import { today } from '../work-orders.service.js';

/**
 * The machine an order came with from its list page's or its detail's statement, holding the
 * fields asked of it: kept on the order's own row (a property a WeakMap's entry cost a hundred
 * times more to set and read). Such a row holds only those fields, so no loader shares it.
 */
const CARRIED_MACHINE = Symbol('carried machine');
type CarryingOrder = WorkOrderRow & { [CARRIED_MACHINE]?: EquipmentRow };

/** What an order's statement may carry for it (work-orders.repository.ts), by the field that shows it. */
interface CarriedForOrder {
  equipment?: EquipmentRow;
  assignees?: WorkOrderPersonModel[];
  requester?: WorkOrderPersonModel | null;
  checklist?: CarriedChecklist;
  timeline?: CarriedHistory;
}

/**
 * Hands the order's resolvers what its statement carried, so that those fields resolve
 * without a statement of their own: the machine on the order itself, the rest through the
 * request's loaders.
 */
function warmOrder(order: WorkOrderRow, carried: CarriedForOrder, { loaders }: Context) {
  const { equipment, assignees, requester, checklist, timeline } = carried;
  if (equipment) (order as CarryingOrder)[CARRIED_MACHINE] = equipment;
  if (assignees) loaders.assigneesOf.warm(order.id, assignees);
  if (requester) loaders.personById.prime(requester.id, requester);
  if (checklist) {
    loaders.checklistOf.prime(order.id, checklist.items);
    for (const person of checklist.doneBy) loaders.personById.prime(person.id, person);
  }
  if (timeline) warmHistory(loaders, 'work_order', order.id, timeline);
}

/** Takes what a list page's statement carried for each of its orders. */
export function warmOrders(page: ListPage<WorkOrderRow>, ctx: Context) {
  const { equipment: machines, assignees } = page.carried;
  page.edges.forEach(({ node: order }, row) =>
    warmOrder(
      order,
      {
        equipment: machines?.[row] as EquipmentRow | undefined,
        assignees: assignees?.[row] as WorkOrderPersonModel[] | undefined,
      },
      ctx,
    ),
  );
}

/** The order, having taken what its detail's statement carried. */
export function warmedOrder({ row, carried }: CarryingRecord<WorkOrderRow>, ctx: Context) {
  warmOrder(row, carried, ctx);
  return row;
}

const failureCode = async (id: string | null, ctx: Context) =>
  id ? ((await ctx.loaders.failureCodeById.load(id)) ?? null) : null;

export const WorkOrder: Resolvers['WorkOrder'] = {
  number: (order) => formatNumber(order.number),
  equipment: (order, _, ctx) =>
    (order as CarryingOrder)[CARRIED_MACHINE] ??
    (ctx.loaders.equipmentById.load(order.equipmentId) as Promise<EquipmentRow>),
  overdue: (order) =>
    !!order.dueDate && order.dueDate < today() && (OPEN_STATUSES as readonly string[]).includes(order.status),
  assignees: (order, _, ctx) => ctx.loaders.assigneesOf.now(order.id),
  requester: async (order, _, ctx) =>
    order.requesterId ? ((await ctx.loaders.personById.load(order.requesterId)) ?? null) : null,
  parent: async (order, _, ctx) =>
    order.parentId ? ((await ctx.loaders.workOrderById.load(order.parentId)) ?? null) : null,
  viewerActions: async (order, _, ctx) => {
    const assignees = await ctx.loaders.assigneesOf.load(order.id);
    const role = roleOn(
      signedIn(ctx),
      order,
      assignees.map((person) => person.id),
    );
    return actionsOf(role, order.status);
  },
  timeline: historyField('work_order'),
  checklist: (order, _, ctx) => ctx.loaders.checklistOf.load(order.id),
  problem: (order, _, ctx) => failureCode(order.problemCodeId, ctx),
  cause: (order, _, ctx) => failureCode(order.causeCodeId, ctx),
  remedy: (order, _, ctx) => failureCode(order.remedyCodeId, ctx),
  downtime: (order, _, ctx) => ctx.loaders.downtimeOf.load(order.id),
};

import type { EquipmentRow, WorkOrderRow } from '../../../../db/schema.js';
import type { ListPage } from '../../../../lib/list-page.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn, type Context } from '../../../kit/context.js';
import { historyField } from '../../../core/audit/audit.loaders.js';
import { actionsOf, roleOn } from '../work-order-rules.js';
import { formatNumber, type WorkOrderPersonModel } from '../work-orders.mappers.js';
import { OPEN_STATUSES } from '../work-orders.repository.js';
import { today } from '../work-orders.service.js';

/**
 * The machine an order of a list page came with, holding the fields the page asked of it: kept
 * on the order's own row (a property a WeakMap's entry cost a hundred times more to set and read).
 */
const CARRIED_MACHINE = Symbol('carried machine');
type ListedOrder = WorkOrderRow & { [CARRIED_MACHINE]?: EquipmentRow };

/**
 * Takes what a page's statement carried for its orders (work-orders.repository.ts), so that
 * each row's machine and assignees resolve at once: the assignees through the request's
 * loader, the machine (only the columns the page asked for) on the order itself.
 */
export function warmOrders(page: ListPage<WorkOrderRow>, ctx: Context) {
  const { equipment: machines, assignees } = page.carried;
  page.edges.forEach(({ node: order }, row) => {
    if (machines?.[row]) (order as ListedOrder)[CARRIED_MACHINE] = machines[row] as EquipmentRow;
    if (assignees) ctx.loaders.assigneesOf.warm(order.id, assignees[row] as WorkOrderPersonModel[]);
  });
}

const failureCode = async (id: string | null, ctx: Context) =>
  id ? ((await ctx.loaders.failureCodeById.load(id)) ?? null) : null;

export const WorkOrder: Resolvers['WorkOrder'] = {
  number: (order) => formatNumber(order.number),
  equipment: (order, _, ctx) =>
    (order as ListedOrder)[CARRIED_MACHINE] ??
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

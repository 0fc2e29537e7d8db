// Who may do what to a work order, and which status changes are legal. Pure rules: the
// service applies them to the order as locked in its transaction, and the graph tells the
// client which actions it may offer (WorkOrder.viewerActions) from the same table.
import type { WorkOrderRow, WorkOrderStatus } from '../../../db/schema.js';
import { badInput, forbidden } from '../../../lib/errors.js';
import { can } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';

/** Create, edit, assign, cancel and reopen: managers (and admins). */
export const MANAGE = 'workorders.manage';
/** Work an assigned order: start, hold, resume, complete (and later checklist, parts, labour). */
export const WORK = 'workorders.write';

export type Transition = 'START' | 'HOLD' | 'RESUME' | 'COMPLETE' | 'CANCEL' | 'REOPEN';

export const TRANSITIONS: Record<
  Transition,
  { from: readonly WorkOrderStatus[]; to: WorkOrderStatus; manager: boolean }
> = {
  START: { from: ['OPEN'], to: 'IN_PROGRESS', manager: false },
  HOLD: { from: ['IN_PROGRESS'], to: 'ON_HOLD', manager: false },
  RESUME: { from: ['ON_HOLD'], to: 'IN_PROGRESS', manager: false },
  COMPLETE: { from: ['IN_PROGRESS', 'ON_HOLD'], to: 'COMPLETED', manager: false },
  CANCEL: { from: ['OPEN', 'IN_PROGRESS', 'ON_HOLD'], to: 'CANCELLED', manager: true },
  REOPEN: { from: ['COMPLETED', 'CANCELLED'], to: 'OPEN', manager: true },
};

export const isClosed = (status: WorkOrderStatus) => status === 'COMPLETED' || status === 'CANCELLED';

/** What the user may do to orders of the order's farm: manage them all, or work those assigned to them. */
export function roleOn(user: UserModel, order: Pick<WorkOrderRow, 'farmId'>, assigneeIds: readonly string[]) {
  const manage = can(user, order.farmId, MANAGE);
  return { manage, work: manage || (can(user, order.farmId, WORK) && assigneeIds.includes(user.id)) };
}

/** FORBIDDEN unless the user may make this change (a manager's, or work on an order assigned to them). */
export function assertMay(role: { manage: boolean; work: boolean }, managerOnly: boolean): void {
  if (!(managerOnly ? role.manage : role.work)) throw forbidden();
}

/** BAD_USER_INPUT, naming both statuses, unless the order may go from `from` by `transition`. */
export function assertLegal(transition: Transition, from: WorkOrderStatus): void {
  const { from: allowed, to } = TRANSITIONS[transition];
  if (!allowed.includes(from))
    throw badInput(`A work order cannot go from ${from} to ${to}`).translated('workOrderTransition', { from, to });
}

/** BAD_USER_INPUT for a change to a closed order: it is reopened first. */
export function assertOpen(order: Pick<WorkOrderRow, 'status'>): void {
  if (isClosed(order.status))
    throw badInput(`This work order is ${order.status}: reopen it first`).translated('workOrderClosed', {
      status: order.status,
    });
}

/** The actions the user may take on the order now, in the order the enum lists them. */
export function actionsOf(role: { manage: boolean; work: boolean }, status: WorkOrderStatus) {
  const editing = role.manage && !isClosed(status) ? (['EDIT', 'ASSIGN'] as const) : [];
  const moves = (Object.keys(TRANSITIONS) as Transition[]).filter((transition) => {
    const rule = TRANSITIONS[transition];
    return rule.from.includes(status) && (rule.manager ? role.manage : role.work);
  });
  return [...editing, ...moves];
}

// Notifications that work-order events send, written in the event's transaction: "assigned
// to you" to each new assignee, and a status change to the order's requester. Nobody is
// told about what they did themselves. Each carries a message key and values that clients
// translate (notifications.messages.<key>), and the English text for any other client.
import type { Db } from '../../../db/client.js';
import { feedItems, type EquipmentRow, type WorkOrderRow, type WorkOrderStatus } from '../../../db/schema.js';
import { escapeHtml } from '../../../lib/html.js';
import { formatNumber } from './work-orders.mappers.js';

/** The message of each status an order can reach, in English (clients translate the key). */
const STATUS_MESSAGES: Record<WorkOrderStatus, { key: string; title: string; verb: string }> = {
  OPEN: { key: 'workOrderReopened', title: 'Work order reopened', verb: 'was reopened' },
  IN_PROGRESS: { key: 'workOrderStarted', title: 'Work started', verb: 'is in progress' },
  ON_HOLD: { key: 'workOrderOnHold', title: 'Work order on hold', verb: 'is on hold' },
  COMPLETED: { key: 'workOrderCompleted', title: 'Work order completed', verb: 'was completed' },
  CANCELLED: { key: 'workOrderCancelled', title: 'Work order cancelled', verb: 'was cancelled' },
};

interface Message {
  key: string;
  title: string;
  /** What follows "<strong>WO-000123</strong> title (code)" in the English text. */
  tail: string;
}

type MachineCode = Pick<EquipmentRow, 'code'>;

async function send(
  tx: Db,
  order: WorkOrderRow,
  machine: MachineCode,
  userIds: string[],
  message: Message,
  values = {},
) {
  if (!userIds.length) return;
  const number = formatNumber(order.number);
  await tx.insert(feedItems).values(
    userIds.map((userId) => ({
      kind: 'notification' as const,
      userId,
      farmId: order.farmId,
      icon: order.type === 'CORRECTIVE' ? 'WarningOutlined' : 'ScheduleOutlined',
      title: message.title,
      description: `<strong>${number}</strong> ${escapeHtml(order.title)} (${escapeHtml(machine.code)}) ${message.tail}`,
      // The detail page answers for both types (web features/work-orders/routes.tsx).
      link: `/work-orders/${order.id}`,
      useRouter: true,
      messageKey: message.key,
      messageParams: { number, title: order.title, machine: machine.code, ...values },
    })),
  );
}

/** Tells each member newly assigned to the order, except the one who assigned them. */
export function notifyAssigned(tx: Db, order: WorkOrderRow, machine: EquipmentRow, userIds: string[], actorId: string) {
  const recipients = userIds.filter((id) => id !== actorId);
  return send(tx, order, machine, recipients, {
    key: 'workOrderAssigned',
    title: 'Work order assigned to you',
    tail: 'is assigned to you.',
  });
}

/** Tells the order's requester its new status, unless they changed it themselves. */
export function notifyRequester(tx: Db, order: WorkOrderRow, machine: EquipmentRow, actorId: string) {
  const recipient = order.requesterId && order.requesterId !== actorId ? [order.requesterId] : [];
  const { key, title, verb } = STATUS_MESSAGES[order.status];
  return send(tx, order, machine, recipient, { key, title, tail: `${verb}.` });
}

/** Tells the people of an order that it is past its due date (see overdue.ts). */
export function notifyOverdue(tx: Db, order: WorkOrderRow, machine: MachineCode, userIds: string[]) {
  return send(
    tx,
    order,
    machine,
    userIds,
    { key: 'workOrderOverdue', title: 'Work order overdue', tail: `was due on ${order.dueDate} and is still open.` },
    { dueDate: order.dueDate },
  );
}

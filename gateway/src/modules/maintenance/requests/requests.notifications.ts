// "A problem was reported" to each manager of the farm, written in the report's transaction,
// with a message key and values that clients translate (notifications.messages.<key>) and the
// English text for any other client.
import type { Db } from '../../../db/client.js';
import type { MaintenanceRequestRow } from '../../../db/schema-maintenance-requests.js';
import { feedItems, type EquipmentRow } from '../../../db/schema.js';
import { escapeHtml } from '../../../lib/html.js';

/** The start of the reporter's words, as a notification shows them. */
const SUMMARY_LENGTH = 80;

export async function notifyManagers(
  tx: Db,
  managerIds: readonly string[],
  request: MaintenanceRequestRow,
  machine: Pick<EquipmentRow, 'code' | 'name'>,
) {
  if (!managerIds.length) return;
  const words = request.description.replace(/\s+/g, ' ');
  const summary = words.length > SUMMARY_LENGTH ? `${words.slice(0, SUMMARY_LENGTH - 1)}…` : words;
  const [key, title, verb] = request.machineStopped
    ? ['maintenanceRequestStopped', 'Machine stopped', ' is stopped:']
    : ['maintenanceRequestReceived', 'Problem reported', ':'];
  await tx.insert(feedItems).values(
    managerIds.map((userId) => ({
      kind: 'notification' as const,
      userId,
      farmId: request.farmId,
      icon: 'AlertOutlined',
      title,
      description: `<strong>${escapeHtml(machine.code)}</strong> ${escapeHtml(machine.name)}${verb} “${escapeHtml(summary)}”`,
      link: '/work-orders/requests',
      useRouter: true,
      messageKey: key,
      messageParams: { machine: machine.code, name: machine.name, summary },
    })),
  );
}

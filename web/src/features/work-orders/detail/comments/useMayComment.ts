import { canIn } from '../../../../lib/auth/useCan';
import { getStoredUser } from '../../../../lib/auth/session';
import { useFarmState } from '../../../../lib/farm/farmStore';

/**
 * Whether the user may comment on the order, as the server decides (work-order-rules.ts,
 * roleOn): a manager of its farm, or an assignee who works orders there; unlike the other
 * panels' writes, also once the order is completed or cancelled, so viewerActions cannot say.
 * Asked of the order's farm, which may not be the one selected above.
 */
export function useMayComment(order: { farmId: string; assignees: readonly { id: string }[] }): boolean {
  const farm = useFarmState().farms.find((candidate) => candidate.id === order.farmId) ?? null;
  const me = getStoredUser();
  if (canIn(farm, 'workorders.manage')) return true;
  return canIn(farm, 'workorders.write') && order.assignees.some((person) => person.id === me?.id);
}

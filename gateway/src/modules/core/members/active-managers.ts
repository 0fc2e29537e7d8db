// Who hears what is meant for a farm's managers (low stock, a reported problem, an overdue
// order nobody is assigned to): the one place that picks them. A deactivated membership has
// already left farm_members; a deactivated account keeps its memberships (to come back to
// them when reactivated), so its managers are left out here by the account's own flag.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { farmMembers, users } from '../../../db/schema.js';

export interface FarmManager {
  farmId: string;
  userId: string;
}

/** The active managers, with an active account, of each of the farms. */
export async function activeManagersOf(tx: Db, farmIds: readonly string[]): Promise<FarmManager[]> {
  if (!farmIds.length) return [];
  return tx
    .select({ farmId: farmMembers.farmId, userId: farmMembers.userId })
    .from(farmMembers)
    .innerJoin(users, eq(users.id, farmMembers.userId))
    .where(
      and(
        inArray(farmMembers.farmId, [...new Set(farmIds)]),
        eq(farmMembers.role, 'manager'),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(farmMembers.farmId, farmMembers.userId);
}

/** The user ids of one farm's active managers. */
export const activeManagerIds = async (tx: Db, farmId: string): Promise<string[]> =>
  (await activeManagersOf(tx, [farmId])).map((manager) => manager.userId);

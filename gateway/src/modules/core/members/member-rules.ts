// The rules every change to a farm's people follows, in one place: who may make it (users.manage
// on that farm, admins anywhere; only an admin touches an admin or an account), that nobody
// changes their own role, membership or account, that a farm keeps an active manager, and the
// audit entry each change leaves on the farm's trail.
import type { Db } from '../../../db/client.js';
import { AppError, badInput, forbidden } from '../../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { isAdmin } from '../farm/farm-access.js';
import type { UserModel } from '../user/user.mappers.js';
import { isAdminAccount, type FarmMemberModel } from './members.mappers.js';

/** Who may see and change a farm's people (and their rates: labour-rates.ts). */
export const MANAGE_USERS = 'users.manage';

export function assertNotSelf(actor: UserModel, userId: string): void {
  if (actor.id === userId)
    throw new AppError('FORBIDDEN', 'You cannot change your own role, membership or account').translated('memberSelf');
}

/** A manager is below an admin: only an admin changes what an admin has on a farm. */
export function assertOutranks(actor: UserModel, member: FarmMemberModel): void {
  if (!isAdmin(actor) && isAdminAccount({ roles: member.globalRoles, extraPermissions: member.extraPermissions }))
    throw new AppError('FORBIDDEN', "Only an admin can change an admin's membership").translated('memberAdmin');
}

/** Accounts and farms themselves are the admins' business. */
export function assertAdmin(actor: UserModel): void {
  if (!isAdmin(actor)) throw forbidden();
}

/** A farm must keep an active manager: demoting or deactivating the last one is refused. */
export const lastManager = (name: string, farm: string) =>
  badInput(`${name} is the last manager of ${farm}: make someone else manager first`).translated('lastManager', {
    name,
    farm,
  });

type Changes = Record<string, { before: unknown; after: unknown }>;

/** A change to one member, on the farm's trail (as labour-rates.ts records a member's rate). */
export const auditMember = (tx: Db, actor: UserModel, member: FarmMemberModel, action: string, changes: Changes) =>
  recordAudit(tx, {
    farmId: member.farmId,
    entityType: 'farm',
    entityId: member.farmId,
    action,
    actorId: actor.id,
    changes: {
      member: { before: member.name, after: member.name },
      memberId: { before: member.userId, after: member.userId },
      ...changes,
    },
  });

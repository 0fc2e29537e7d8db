// The shape the graph and the REST routes both build their user answers from.
import type { UserRow } from '../../../db/schema.js';
import { permissionsIn, rolesIn, type Membership } from './permissions.js';

export type UserStatusValue = 'online' | 'away' | 'busy' | 'not-visible';
export const USER_STATUSES = ['online', 'away', 'busy', 'not-visible'] as const satisfies readonly UserStatusValue[];

/** A user with what their record implies: global permissions (admin), farm memberships. */
export interface UserModel extends Omit<UserRow, 'status'> {
  status: UserStatusValue;
  /** Permissions that hold on every farm: admin's, and extra ones on the record. */
  permissions: string[];
  /** The farms the user belongs to, sorted by id. */
  farmIds: string[];
  /** Each membership with its role, in the order the farm list shows the farms (by name). */
  memberships: Membership[];
}

/**
 * The spec's user object (REST). `roles` and `permissions` are those on the farm the request
 * names, or on the user's first farm; never carries the password hash.
 */
export function toUserDto(user: UserModel, farmId: string | null) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    status: user.status,
    permissions: permissionsIn(user, farmId),
    roles: rolesIn(user, farmId),
    farms: user.farmIds.map((id) => ({ id })),
  };
}

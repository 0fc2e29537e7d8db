// The shape the graph and the REST routes both build their user answers from.
import type { UserRow } from '../../../db/schema.js';

export type UserStatusValue = 'online' | 'away' | 'busy' | 'not-visible';
export const USER_STATUSES = ['online', 'away', 'busy', 'not-visible'] as const satisfies readonly UserStatusValue[];

/** A user with what their record implies: permissions from roles, farm memberships. */
export interface UserModel extends Omit<UserRow, 'status'> {
  status: UserStatusValue;
  permissions: string[];
  farmIds: string[];
}

/** The spec's user object (REST); never carries the password hash. */
export function toUserDto(user: UserModel) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    status: user.status,
    permissions: user.permissions,
    roles: user.roles,
    farms: user.farmIds.map((id) => ({ id })),
  };
}

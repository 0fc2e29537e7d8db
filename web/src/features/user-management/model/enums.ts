import type { FarmRole, InvitationStatus, MemberStatus } from '../../../__generated__/graphql';

/**
 * The roles a farm's people can have, highest first. Admin is not one of them: it is global,
 * and only admins grant it (the accounts tab), so a manager is never offered more than manager.
 */
export const FARM_ROLES: readonly FarmRole[] = ['MANAGER', 'TECHNICIAN', 'VIEWER'];

export const MEMBER_STATUSES: readonly MemberStatus[] = ['ACTIVE', 'DEACTIVATED'];

export const INVITATION_STATUSES: readonly InvitationStatus[] = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'];

/** Keeps the values of a URL parameter ("a,b") that belong to `allowed`. */
export function parseList<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  return (raw ?? '').split(',').filter((value): value is T => (allowed as readonly string[]).includes(value));
}

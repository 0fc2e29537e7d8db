// The shapes user management leaves in: a farm's members and invitations as its managers see
// them, what an invitation link shows before anyone signs in, and accounts as admins see them.
import type { FarmInvitationRow } from '../../../db/schema-members.js';
import type { FarmRole, UserRow } from '../../../db/schema.js';
import { ADMIN_PERMISSION } from '../user/permissions.js';

export type MemberStatusValue = 'ACTIVE' | 'DEACTIVATED';
export const MEMBER_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const satisfies readonly MemberStatusValue[];
export type InvitationStatusValue = 'PENDING' | 'ACCEPTED' | 'REVOKED' | 'EXPIRED';
export const INVITATION_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'REVOKED',
  'EXPIRED',
] as const satisfies readonly InvitationStatusValue[];

/** A membership (active or deactivated) with its person's account. */
export interface FarmMemberModel {
  /** The person's id: what cursors and the member mutations name. */
  id: string;
  farmId: string;
  userId: string;
  name: string;
  email: string;
  avatar: string | null;
  role: FarmRole;
  /** Their own hourly rate here (the labour rates' column), and the farm's default. */
  hourlyRate: number | null;
  defaultRate: number | null;
  joinedAt: Date;
  /** Null while the membership is active. */
  deactivatedAt: Date | null;
  /** Set when an admin deactivated the account itself. */
  accountDeactivatedAt: Date | null;
  lastSignInAt: Date | null;
  globalRoles: string[];
  extraPermissions: string[];
}

export interface FarmInvitationModel extends Omit<FarmInvitationRow, 'tokenHash'> {
  invitedByName: string | null;
}

/** What the accept page shows of an invitation: enough to decide, nothing of the farm's data. */
export interface InvitationPreviewModel {
  farmId: string;
  farmName: string;
  email: string;
  role: FarmRole;
  status: InvitationStatusValue;
  invitedByName: string | null;
  expiresAt: Date;
  /** The person signs in to accept; otherwise they choose a name and a password. */
  accountExists: boolean;
}

export type UserAccountModel = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'avatar' | 'roles' | 'extraPermissions' | 'deactivatedAt' | 'lastSignInAt' | 'createdAt'
>;

/** Whether an account is a global admin: by role or by an extra permission on its record. */
export const isAdminAccount = (account: { roles: readonly string[]; extraPermissions: readonly string[] }) =>
  account.roles.includes('admin') || account.extraPermissions.includes(ADMIN_PERMISSION);

export function invitationStatus(
  invitation: Pick<FarmInvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  now = Date.now(),
): InvitationStatusValue {
  if (invitation.acceptedAt) return 'ACCEPTED';
  if (invitation.revokedAt) return 'REVOKED';
  return invitation.expiresAt.getTime() <= now ? 'EXPIRED' : 'PENDING';
}

/** A farm role as the graph names it (the database keeps lower case, as the REST user object shows it). */
export const roleEnum = (role: FarmRole) => role.toUpperCase() as Uppercase<FarmRole>;

// Drizzle definitions of user management (migration 0022): deactivated farm memberships,
// invitations by e-mail, and the trail of account-level changes.
import { jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A person's role on one farm (admin is global, not a farm role). */
export const FARM_ROLES = ['manager', 'technician', 'viewer'] as const;
export type FarmRole = (typeof FARM_ROLES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Memberships a manager deactivated: out of farm_members (no access) until reactivated. */
export const deactivatedFarmMembers = pgTable(
  'deactivated_farm_members',
  {
    farmId: uuid('farm_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<FarmRole>().notNull(),
    hourlyRate: numeric('hourly_rate', { mode: 'number' }),
    joinedAt: at('joined_at').notNull(),
    deactivatedAt: at('deactivated_at').notNull().defaultNow(),
    deactivatedBy: uuid('deactivated_by'),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.userId] })],
);

export const farmInvitations = pgTable('farm_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  email: text('email').notNull(),
  role: text('role').$type<FarmRole>().notNull(),
  /** SHA-256 (hex) of the token: the link in the mail is the token's only copy. */
  tokenHash: text('token_hash').notNull(),
  invitedBy: uuid('invited_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  acceptedAt: at('accepted_at'),
  acceptedBy: uuid('accepted_by'),
  revokedAt: at('revoked_at'),
  revokedBy: uuid('revoked_by'),
});

/** Changes to an account itself, which belong to no farm (audit_log is per farm). */
export const accountAuditLog = pgTable('account_audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  action: text('action').notNull(),
  actorId: uuid('actor_id'),
  changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type DeactivatedFarmMemberRow = typeof deactivatedFarmMembers.$inferSelect;
export type FarmInvitationRow = typeof farmInvitations.$inferSelect;

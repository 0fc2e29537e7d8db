// Drizzle table definitions. The SQL in ./migrations is the source of truth for the
// database; these mirror it for typed queries (a test checks they stay in step).
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FarmRole } from './schema-members.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const farms = pgTable('farms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  reference: text('reference').notNull().unique(),
  location: text('location'),
  cityName: text('city_name'),
  /** ISO 4217 code every amount of the farm is in (migration 0009 backfilled it). */
  currency: text('currency').notNull().default('USD'),
  /** What an hour of labour costs when the member has no rate of their own (migration 0012). */
  defaultHourlyRate: numeric('default_hourly_rate', { mode: 'number' }),
  /** Hours a technician may be planned in an ISO week: the planning workload's capacity (migration 0018). */
  weeklyCapacityHours: integer('weekly_capacity_hours').notNull().default(40),
  /** IANA zone of the farm's day: when calendar plans fall due (migration 0017). */
  timeZone: text('time_zone').notNull().default('UTC'),
  ...timestamps,
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  avatar: text('avatar'),
  status: text('status').notNull().default('online'),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  extraPermissions: text('extra_permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Set by an admin: the account cannot sign in and its tokens are refused (migration 0022). */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** Active memberships: a deactivated one waits in deactivated_farm_members (schema-members.ts). */
export const farmMembers = pgTable(
  'farm_members',
  {
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's role on this farm; admin is global (users.roles). */
    role: text('role').$type<FarmRole>().notNull(),
    /** What an hour of this member's labour costs here; null: the farm's default. */
    hourlyRate: numeric('hourly_rate', { mode: 'number' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.farmId, t.userId] })],
);

/** Notifications and messages: the same record, told apart by kind. */
export const feedItems = pgTable('feed_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<FeedKind>().notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'cascade' }),
  icon: text('icon'),
  image: text('image'),
  title: text('title'),
  description: text('description'),
  link: text('link'),
  useRouter: boolean('use_router').notNull().default(false),
  read: boolean('read').notNull().default(false),
  /** Set with `read` by mark-all-as-read (migration 0026). */
  seen: boolean('seen').notNull().default(false),
  time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Set on items the server writes: what the client translates instead of title/description. */
  messageKey: text('message_key'),
  messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
});
export type FeedKind = 'notification' | 'message';

export const shortcuts = pgTable('shortcuts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  description: text('description'),
  icon: text('icon'),
  link: text('link').notNull(),
  useRouter: boolean('use_router').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', {
    withTimezone: true,
    mode: 'date',
  }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamps.createdAt,
});

/** Mail that would be sent if a mail server were configured. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamps.createdAt,
});

export type FarmRow = typeof farms.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type FeedItemRow = typeof feedItems.$inferSelect;
export type ShortcutRow = typeof shortcuts.$inferSelect;
export * from './schema-maintenance.js';
export * from './schema-work-orders.js';
export * from './schema-work-order-costs.js';
export * from './schema-plans.js';
export * from './schema-members.js';
export * from './schema-apps.js';

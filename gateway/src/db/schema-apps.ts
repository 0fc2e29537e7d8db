// The demo apps' tables (migration 0025): each account's copy of each app's demo data. The
// foreign keys (to users, and a record to its account's seed marker) are in the SQL.
import { bigint, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per (account, app) whose copy of the fixtures exists. */
export const demoAppSeeds = pgTable(
  'demo_app_seeds',
  {
    userId: uuid('user_id').notNull(),
    app: text('app').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.app] })],
);

/** An account's demo record: its fields as a JSON document, its place in the stored order. */
export const demoRecords = pgTable(
  'demo_records',
  {
    userId: uuid('user_id').notNull(),
    app: text('app').notNull(),
    kind: text('kind').notNull(),
    id: uuid('id').notNull(),
    position: bigint('position', { mode: 'number' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.app, t.kind, t.id] })],
);

// Drizzle definitions of an order's parts and labour (migration 0012): one line per part on
// an order (planned, reserved, issued, returned) and the labour entries (running timers too).
import { integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const num = (name: string) => numeric(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const workOrderParts = pgTable('work_order_parts', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  workOrderId: uuid('work_order_id').notNull(),
  partId: uuid('part_id').notNull(),
  plannedQuantity: num('planned_quantity').notNull().default(0),
  reservedQuantity: num('reserved_quantity').notNull().default(0),
  issuedQuantity: num('issued_quantity').notNull().default(0),
  returnedQuantity: num('returned_quantity').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const labourEntries = pgTable('labour_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  workOrderId: uuid('work_order_id').notNull(),
  userId: uuid('user_id'),
  startedAt: at('started_at').notNull(),
  /** Null while the timer runs. */
  endedAt: at('ended_at'),
  minutes: integer('minutes'),
  /** The rate in force when the entry was made; null when none was set. */
  hourlyRate: num('hourly_rate'),
  note: text('note'),
  createdBy: uuid('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type WorkOrderPartRow = typeof workOrderParts.$inferSelect;
export type LabourEntryRow = typeof labourEntries.$inferSelect;

// Drizzle definitions of the preventive maintenance plans (migration 0017).
import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WORK_ORDER_PRIORITIES } from './schema-work-orders.js';

export const PLAN_ANCHORS = ['FIXED', 'FLOATING'] as const;
export const CALENDAR_UNITS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

/** One line of a plan's parts template. */
export interface PlanPart {
  partId: string;
  quantity: number;
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const num = (name: string) => numeric(name, { mode: 'number' });

export const maintenancePlans = pgTable('maintenance_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  equipmentId: uuid('equipment_id').notNull(),
  title: text('title').notNull(),
  instructions: text('instructions'),
  checklist: text('checklist')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  parts: jsonb('parts').$type<PlanPart[]>().notNull().default([]),
  estimatedMinutes: integer('estimated_minutes'),
  defaultAssigneeId: uuid('default_assignee_id'),
  priority: text('priority').$type<(typeof WORK_ORDER_PRIORITIES)[number]>().notNull().default('MEDIUM'),
  leadDays: integer('lead_days').notNull().default(0),
  active: boolean('active').notNull().default(true),
  calendarEvery: integer('calendar_every'),
  calendarUnit: text('calendar_unit').$type<(typeof CALENDAR_UNITS)[number]>(),
  meterEvery: num('meter_every'),
  anchor: text('anchor').$type<(typeof PLAN_ANCHORS)[number]>().notNull().default('FLOATING'),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  startMeter: num('start_meter'),
  seasonStart: text('season_start'),
  seasonEnd: text('season_end'),
  breakInDays: integer('break_in_days'),
  breakInMeter: num('break_in_meter'),
  lastDoneDate: date('last_done_date', { mode: 'string' }),
  lastDoneMeter: num('last_done_meter'),
  lastDoneKey: text('last_done_key'),
  /** The point skipped by cancelling its order since the last completion (0021). */
  skippedDate: date('skipped_date', { mode: 'string' }),
  skippedMeter: num('skipped_meter'),
  skippedKey: text('skipped_key'),
  /** computeDue's dueDate as of the farm's day dueComputedOn; stale (null day) after any change (0024). */
  nextDueDate: date('next_due_date', { mode: 'string' }),
  dueComputedOn: date('due_computed_on', { mode: 'string' }),
  dueVersion: integer('due_version').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  deletedAt: at('deleted_at'),
});

export type MaintenancePlanRow = typeof maintenancePlans.$inferSelect;

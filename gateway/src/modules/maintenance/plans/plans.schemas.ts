// Validation of plan writes (zod): every field has its range, and the rules across fields
// (a trigger, a whole calendar trigger, both ends of a season) are checked after a merge.
import { z } from 'zod';
import { CALENDAR_UNITS, PLAN_ANCHORS, WORK_ORDER_PRIORITIES } from '../../../db/schema.js';
import { calendarDate, nameText, noteText } from '../../../lib/input.js';
import { isMonthDay } from './season.js';

const uuid = z.string().uuid();
const meter = (max: number) => z.number().positive().max(max);
const monthDay = z.string().refine(isMonthDay, 'expected a day of the year as MM-DD');

export const MAX_CHECKLIST = 100;
export const MAX_PARTS = 100;

const fields = {
  equipmentId: uuid,
  title: nameText,
  instructions: noteText,
  checklist: z.array(z.string().trim().min(1).max(500)).max(MAX_CHECKLIST),
  parts: z
    .array(z.object({ partId: uuid, quantity: meter(1_000_000) }))
    .max(MAX_PARTS)
    .refine((parts) => new Set(parts.map((p) => p.partId)).size === parts.length, 'a part is listed twice'),
  estimatedMinutes: z.number().int().min(1).max(525_600).nullish(),
  defaultAssigneeId: uuid.nullish(),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  leadDays: z.number().int().min(0).max(365),
  calendarEvery: z.number().int().min(1).max(1000).nullish(),
  calendarUnit: z.enum(CALENDAR_UNITS).nullish(),
  meterEvery: meter(1_000_000).nullish(),
  anchor: z.enum(PLAN_ANCHORS),
  startDate: calendarDate,
  startMeter: z.number().min(0).max(100_000_000).nullish(),
  seasonStart: monthDay.nullish(),
  seasonEnd: monthDay.nullish(),
  breakInDays: z.number().int().min(1).max(3650).nullish(),
  breakInMeter: meter(1_000_000).nullish(),
};

export const PlanFieldsSchema = z.object(fields).partial();
export type PlanFields = z.infer<typeof PlanFieldsSchema>;

/** The rules across fields, on the plan as it would be after the write. */
export const PlanRulesSchema = z
  .object({ equipmentId: uuid, title: nameText })
  .passthrough()
  .refine((p) => p.calendarEvery != null || p.meterEvery != null, 'give a calendar or a meter interval (or both)')
  .refine((p) => (p.calendarEvery == null) === (p.calendarUnit == null), 'calendarEvery and calendarUnit go together')
  .refine((p) => (p.seasonStart == null) === (p.seasonEnd == null), 'a season needs both seasonStart and seasonEnd');

export const PlanListSchema = z.object({
  equipmentId: uuid.nullish(),
  active: z.boolean().nullish(),
  dueWithinDays: z.number().int().min(1).max(366).nullish(),
});

/** The fields an UPDATE's audit entry compares. */
export const PLAN_AUDITED_FIELDS = Object.keys(fields) as (keyof typeof fields)[];

// Validation of the planning range, its filter and the farm's weekly capacity (zod).
import { z } from 'zod';
import { WORK_ORDER_TYPES } from '../../../db/schema.js';
import { calendarDate } from '../../../lib/input.js';

/** The longest range one planning query reads: a month view with its leading and trailing weeks. */
export const MAX_PLANNING_DAYS = 62;
const DAY = 86_400_000;

export const PlanningFilterSchema = z.object({
  assigneeIds: z.array(z.string().uuid()).max(50).nullish(),
  equipmentId: z.string().uuid().nullish(),
  type: z.array(z.enum(WORK_ORDER_TYPES)).max(WORK_ORDER_TYPES.length).nullish(),
});
export type PlanningFilter = z.infer<typeof PlanningFilterSchema>;

export const PlanningRangeSchema = z
  .object({ from: calendarDate, to: calendarDate, filter: PlanningFilterSchema.nullish() })
  .refine((range) => range.from <= range.to, { message: 'to: the range ends before it starts', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / DAY < MAX_PLANNING_DAYS, {
    message: `to: a planning range is at most ${MAX_PLANNING_DAYS} days`,
    path: ['to'],
  });

export const CapacitySchema = z.object({ weeklyCapacityHours: z.number().int().min(1).max(168) });

// Validation of a report's period, filter and list sizes (zod), shared by GraphQL and the files.
import { z } from 'zod';
import { EQUIPMENT_CATEGORIES } from '../../../db/schema.js';
import { LANGUAGES } from '../../../lib/i18n.js';
import { calendarDate } from '../../../lib/input.js';

/**
 * The longest period: a year, a leap one included. A longer one would also outgrow the
 * performance the reports are measured at (a year of a 100,000-order farm).
 */
export const MAX_PERIOD_DAYS = 366;
const DAY = 86_400_000;

export const ReportPeriodSchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((period) => period.from <= period.to, { message: 'the period ends before it starts', path: ['to'] })
  .refine((period) => (Date.parse(period.to) - Date.parse(period.from)) / DAY < MAX_PERIOD_DAYS, {
    message: `a period is at most ${MAX_PERIOD_DAYS} days`,
    path: ['to'],
  });

export const ReportFilterSchema = z.object({
  equipmentId: z.string().uuid().nullish(),
  category: z.enum(EQUIPMENT_CATEGORIES).nullish(),
});

export const ReportInputSchema = z.object({
  period: ReportPeriodSchema,
  filter: ReportFilterSchema.nullish(),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** How many parts the consumption report lists. */
export const TopSchema = z.object({ top: z.number().int().min(1).max(100) });
/** How many late and missed orders the PM compliance report lists. */
export const ExceptionsSchema = z.object({ first: z.number().int().min(1).max(500) });

/**
 * GET /api/reports/<name>.csv and .pdf's query string: one value per name (a repeated name is
 * refused). `lang` names the PDF's language (else Accept-Language does).
 */
export const ReportFileQuerySchema = z.object({
  lang: z.enum(LANGUAGES).optional(),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
  equipmentId: z.string().max(36).optional(),
  category: z.string().max(40).optional(),
  top: z.coerce.number().int().min(1).max(100).default(10),
  first: z.coerce.number().int().min(1).max(500).default(100),
});

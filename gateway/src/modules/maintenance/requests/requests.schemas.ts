// Validation of maintenance requests (zod): what the public report form sends (JSON, or the
// text fields of a multipart form, where everything arrives as text), and the managers' decisions.
import { z } from 'zod';
import { MAINTENANCE_REQUEST_STATUSES } from '../../../db/schema-maintenance-requests.js';
import { WORK_ORDER_PRIORITIES } from '../../../db/schema.js';
import { MAX_ASSIGNEES } from '../work-orders/work-orders.schemas.js';

export const LIMITS = { description: 2_000, reporterName: 100, reporterPhone: 40, reason: 2_000 } as const;

/** A form's checkbox or a JSON boolean. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

/** Optional text: empty means none. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Line ends as the web sends them: a multipart form turns every newline into CRLF. */
const lines = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(z.string().trim().min(1).max(max));

export const ReportSchema = z.object({
  description: lines(LIMITS.description),
  machineStopped: formBoolean.default(false),
  reporterName: optional(LIMITS.reporterName),
  // Digits of any script (a phone may type Arabic-Indic ones), spaces, + ( ) - and dots.
  reporterPhone: optional(LIMITS.reporterPhone).refine(
    (value) => value === null || /^[+\p{Nd}\s().-]{3,}$/u.test(value),
    'expected a phone number',
  ),
});

export const InboxFilterSchema = z.object({
  status: z.array(z.enum(MAINTENANCE_REQUEST_STATUSES)).max(MAINTENANCE_REQUEST_STATUSES.length).nullish(),
});

export const ApproveSchema = z.object({
  priority: z.enum(WORK_ORDER_PRIORITIES).nullish(),
  assigneeIds: z.array(z.string().uuid()).max(MAX_ASSIGNEES).nullish(),
});

export const DeclineSchema = z.object({
  reason: z.string().trim().min(1).max(LIMITS.reason),
});

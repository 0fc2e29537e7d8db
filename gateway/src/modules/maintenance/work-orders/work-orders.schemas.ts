// Validation of work-order writes and list filters (zod), on the shared blocks of lib/input.
import { z } from 'zod';
import {
  CHECKLIST_RESULTS,
  FAILURE_CODE_KINDS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
} from '../../../db/schema.js';
import { calendarDate, filterText, instant, nameText, noteText, optionalText } from '../../../lib/input.js';

const uuid = z.string().uuid();
export const MAX_ASSIGNEES = 20;
const assigneeIds = z.array(uuid).max(MAX_ASSIGNEES);

const editable = {
  title: nameText,
  description: noteText,
  equipmentId: uuid,
  priority: z.enum(WORK_ORDER_PRIORITIES),
  dueDate: calendarDate.nullish(),
  scheduledStart: instant.nullish(),
  scheduledEnd: instant.nullish(),
  /** A year of minutes at most: longer is a typing mistake. */
  estimatedMinutes: z.number().int().min(1).max(525_600).nullish(),
  requesterId: uuid.nullish(),
  failureAt: instant.nullish(),
  equipmentDown: z.boolean(),
};

export const CreateWorkOrderSchema = z.object({
  ...editable,
  id: uuid.nullish(),
  farmId: uuid,
  type: z.enum(WORK_ORDER_TYPES),
  priority: editable.priority.default('MEDIUM'),
  equipmentDown: editable.equipmentDown.default(false),
  assigneeIds: assigneeIds.nullish(),
});

export const UpdateWorkOrderSchema = z.object(editable).partial();

/** The fields an UPDATE's audit entry compares. */
export const WORK_ORDER_AUDITED_FIELDS = [...Object.keys(editable), 'type'] as (keyof typeof editable | 'type')[];

export const AssignSchema = z.object({ assigneeIds });

/**
 * A move on the planning calendar: a new start, an optional end (absent keeps the duration),
 * and one technician to hand it to, or the exact assignees (what an undo sends back). A null
 * start unschedules the order: the undo of an order that had none.
 */
export const RescheduleSchema = z
  .object({
    scheduledStart: instant.nullable(),
    scheduledEnd: instant.nullish(),
    assigneeId: uuid.nullish(),
    assigneeIds: assigneeIds.nullish(),
  })
  .refine((input) => !(input.assigneeId && input.assigneeIds), 'give assigneeId or assigneeIds, not both');

const reason = optionalText(2_000);
export const HoldSchema = z.object({ reason });
export const ReopenSchema = z.object({ reason });
export const CancelSchema = z.object({
  reason: z.string().trim().min(3, 'reason: say why the order is cancelled').max(2_000),
});
export const CompleteSchema = z.object({ notes: noteText, meterReading: z.number().nullish() });

/** The list's filter; what it parses to also names the list's kept statement and total. */
export const WorkOrderFilterSchema = z.object({
  text: filterText,
  type: z.array(z.enum(WORK_ORDER_TYPES)).max(WORK_ORDER_TYPES.length).nullish(),
  status: z.array(z.enum(WORK_ORDER_STATUSES)).max(WORK_ORDER_STATUSES.length).nullish(),
  priority: z.array(z.enum(WORK_ORDER_PRIORITIES)).max(WORK_ORDER_PRIORITIES.length).nullish(),
  assigneeId: uuid.nullish(),
  assignedToMe: z.boolean().nullish(),
  equipmentId: uuid.nullish(),
  overdue: z.boolean().nullish(),
  dueFrom: calendarDate.nullish(),
  dueTo: calendarDate.nullish(),
});

/** The filter as the repository runs it: "me" resolved to an id, "overdue" against a date. */
export type WorkOrderFilter = Omit<z.infer<typeof WorkOrderFilterSchema>, 'assigneeId' | 'assignedToMe' | 'overdue'> & {
  /** Members the order must be assigned to (each of them). */
  assigneeIds?: string[];
  overdue?: { today: string; overdue: boolean } | null;
};

export const AddChecklistItemSchema = z.object({ id: uuid.nullish(), text: z.string().trim().min(1).max(500) });
export const ChecklistResultSchema = z.object({ result: z.enum(CHECKLIST_RESULTS).nullish(), note: noteText });
export const OpenCorrectiveSchema = z.object({
  id: uuid.nullish(),
  title: nameText.nullish(),
  description: noteText,
  priority: editable.priority.default('HIGH'),
  equipmentDown: editable.equipmentDown.default(false),
});

export const FailureCodeListSchema = z.object({
  kind: z.enum(FAILURE_CODE_KINDS).nullish(),
  includeInactive: z.boolean().nullish(),
});
export const CreateFailureCodeSchema = z.object({
  id: uuid.nullish(),
  farmId: uuid,
  kind: z.enum(FAILURE_CODE_KINDS),
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,40}$/, 'expected capitals, digits and _ (at most 40), e.g. PUMP_FAILURE'),
  label: nameText,
});
export const UpdateFailureCodeSchema = z.object({ label: nameText, active: z.boolean() }).partial();
export const FailureSchema = z.object({
  problemCodeId: uuid.nullish(),
  causeCodeId: uuid.nullish(),
  remedyCodeId: uuid.nullish(),
});

/** A downtime moment: a real instant, not in the future (5 minutes of clock drift allowed). */
const past = instant.refine((date) => date.getTime() <= Date.now() + 5 * 60_000, 'cannot be in the future');
const downtime = { startedAt: past, endedAt: past.nullish(), reason: z.string().trim().min(1).max(500) };
export const DowntimeSchema = z.object({ ...downtime, id: uuid.nullish() });
export const UpdateDowntimeSchema = z.object(downtime).partial();

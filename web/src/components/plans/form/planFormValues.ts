// The plan form's values, from a plan being edited or for a new one, and the input sent.
import type {
  CalendarUnit,
  MaintenancePlanInput,
  PlanAnchor,
  PlanCard_PlanFragment as Plan,
  WorkOrderPriority,
} from '../../../__generated__/graphql';

export interface PlanFormValues {
  equipmentId?: string | null;
  title: string;
  instructions?: string | null;
  checklist: string[];
  parts: { partId?: string | null; quantity?: number | null }[];
  estimatedMinutes?: number | null;
  defaultAssigneeId?: string | null;
  priority: WorkOrderPriority;
  leadDays?: number | null;
  calendarEvery?: number | null;
  calendarUnit: CalendarUnit;
  meterEvery?: number | null;
  anchor: PlanAnchor;
  startDate?: string | null;
  startMeter?: number | null;
  seasonStart?: string | null;
  seasonEnd?: string | null;
  breakInDays?: number | null;
  breakInMeter?: number | null;
}

/** The fields an answer of the server may name ("meterEvery: …"), to show its words there. */
export const PLAN_FORM_FIELDS: readonly string[] = [
  'equipmentId',
  'title',
  'instructions',
  'estimatedMinutes',
  'defaultAssigneeId',
  'leadDays',
  'calendarEvery',
  'meterEvery',
  'startDate',
  'startMeter',
  'seasonStart',
  'seasonEnd',
  'breakInDays',
  'breakInMeter',
];

/** A new plan: a week's lead, counted from the last service; today and the machine's meter as start. */
export function newPlanValues(equipmentId?: string | null): PlanFormValues {
  return {
    equipmentId,
    title: '',
    checklist: [],
    parts: [],
    priority: 'MEDIUM',
    leadDays: 7,
    calendarUnit: 'MONTH',
    anchor: 'FLOATING',
  };
}

export function fromPlan(plan: Plan): PlanFormValues {
  return {
    equipmentId: plan.equipment.id,
    title: plan.title,
    instructions: plan.instructions,
    checklist: [...plan.checklist],
    parts: plan.parts.map(({ partId, quantity }) => ({ partId, quantity })),
    estimatedMinutes: plan.estimatedMinutes,
    defaultAssigneeId: plan.defaultAssignee?.id ?? null,
    priority: plan.priority,
    leadDays: plan.leadDays,
    calendarEvery: plan.calendarEvery,
    calendarUnit: plan.calendarUnit ?? 'MONTH',
    meterEvery: plan.meterEvery,
    anchor: plan.anchor,
    startDate: plan.startDate,
    startMeter: plan.startMeter,
    seasonStart: plan.seasonStart,
    seasonEnd: plan.seasonEnd,
    breakInDays: plan.breakInDays,
    breakInMeter: plan.breakInMeter,
  };
}

/**
 * What is sent besides the machine: every field (on an update, a blank one is cleared), the
 * meter's fields only for a machine with a meter, and the start left to the server's
 * defaults (today, the machine's meter) when blank.
 */
export function toPlanInput(values: PlanFormValues, hasMeter: boolean): MaintenancePlanInput {
  const meter = (value: number | null | undefined) => (hasMeter ? (value ?? null) : null);
  const input: MaintenancePlanInput = {
    title: values.title.trim(),
    instructions: values.instructions?.trim() || null,
    checklist: values.checklist.map((item) => item.trim()),
    parts: values.parts.map((line) => ({ partId: line.partId ?? '', quantity: line.quantity ?? 0 })),
    estimatedMinutes: values.estimatedMinutes ?? null,
    defaultAssigneeId: values.defaultAssigneeId ?? null,
    priority: values.priority,
    leadDays: values.leadDays ?? 0,
    calendarEvery: values.calendarEvery ?? null,
    calendarUnit: values.calendarEvery == null ? null : values.calendarUnit,
    meterEvery: meter(values.meterEvery),
    anchor: values.anchor,
    seasonStart: values.seasonStart || null,
    seasonEnd: values.seasonEnd || null,
    breakInDays: values.breakInDays ?? null,
    breakInMeter: meter(values.breakInMeter),
  };
  if (values.startDate) input.startDate = values.startDate;
  if (hasMeter && values.startMeter != null) input.startMeter = values.startMeter;
  return input;
}

import type { WorkOrderStatus } from '../../../__generated__/graphql';

/** The server refuses to move these (BAD_USER_INPUT); the calendar does not offer it. */
const CLOSED: readonly WorkOrderStatus[] = ['COMPLETED', 'CANCELLED'];
export const canMove = (status: WorkOrderStatus) => !CLOSED.includes(status);

/**
 * When an order that had no schedule starts on the day it is dropped on: 08:00, the start of
 * a farm's working day, where the user is.
 */
export const WORKDAY_START_HOUR = 8;

const DAY_MS = 86_400_000;
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** An order as the calendar places it: `day` is its scheduled start's UTC day, else its due date. */
export interface PlacedOrder {
  day: string;
  basis: 'SCHEDULED' | 'DUE_DATE';
  order: { scheduledStart?: string | null; assignees: readonly { id: string }[] };
}

/**
 * A scheduled start moved by the days between two calendar days, at the same local time of
 * day where the user is: across a change of summer time the UTC time moves by the hour, unless
 * that would take the start off the UTC day it must fall on.
 */
function shiftedStart(start: number, day: string, from: string): string {
  const shifted = start + utcMidnight(day) - utcMidnight(from);
  const drift = (new Date(shifted).getTimezoneOffset() - new Date(start).getTimezoneOffset()) * 60_000;
  const local = new Date(shifted + drift).toISOString();
  return local.slice(0, 10) === day ? local : new Date(shifted).toISOString();
}

/**
 * The start an order gets when it is dropped on `day`. The server puts an order on its start's
 * UTC day, so the start must fall on that day to stay where it was dropped:
 * - a scheduled order moves by whole days and keeps its local time of day (and its
 *   duration, which the server keeps);
 * - an unscheduled one starts at 08:00 local time, kept inside the UTC day (east of UTC+8,
 *   08:00 local is still the day before there, so it starts at that day's first minute);
 * - an unscheduled one only handed to another technician on its due day stays unscheduled.
 */
export function movedStart(placed: PlacedOrder, day: string): string | null {
  const start = placed.order.scheduledStart;
  if (placed.basis === 'SCHEDULED' && start) return shiftedStart(Date.parse(start), day, placed.day);
  if (day === placed.day) return null;
  const [year, month, date] = day.split('-').map(Number);
  const local = new Date(year, month - 1, date, WORKDAY_START_HOUR).getTime();
  const first = utcMidnight(day);
  return new Date(Math.min(Math.max(local, first), first + DAY_MS - 60_000)).toISOString();
}

/**
 * The assignees after a drop from one technician's row to another's (week view): the one it
 * was dragged from gives it to the other, the others keep it. `null` is the unassigned row.
 */
export function movedAssignees(current: readonly string[], from: string | null, to: string | null): string[] {
  const kept = current.filter((id) => id !== from);
  return to && !kept.includes(to) ? [...kept, to] : kept;
}

/** A drop: where the order came from and where it went; `lane` is absent where rows are not technicians. */
export interface Drop {
  placed: PlacedOrder & { order: { id: string; number: string } };
  fromLane?: string | null;
  day: string;
  lane?: string | null;
}

/** The reschedule a drop asks for, or null when it puts the order back where it was. */
export function moveOf({ placed, fromLane, day, lane }: Drop) {
  const reassign = lane !== undefined && lane !== fromLane;
  if (day === placed.day && !reassign) return null;
  const assigneeIds = reassign
    ? movedAssignees(
        placed.order.assignees.map((person) => person.id),
        fromLane ?? null,
        lane,
      )
    : undefined;
  return { id: placed.order.id, input: { scheduledStart: movedStart(placed, day), assigneeIds } };
}

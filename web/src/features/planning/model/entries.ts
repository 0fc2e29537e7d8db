import type { PlanningQuery } from '../../../__generated__/graphql';

export type Entry = PlanningQuery['planning']['orders'][number];
export type Forecast = PlanningQuery['planning']['forecasts'][number];

/** What one day of the calendar shows. */
export interface DayItems {
  orders: Entry[];
  forecasts: Forecast[];
}

/** Where a dropped order is drawn until the calendar has reloaded. */
export interface PendingMove {
  day: string;
  assigneeIds?: string[];
}

/** The longest run of days one order is drawn on (a bound for a mistyped end). */
const MAX_SPAN_DAYS = 62;
const DAY_MS = 86_400_000;

/**
 * The UTC days a scheduled order spans, from its start's (the server's `day`) to its end's; an
 * end at midnight closes the day before. Each copy is placed on its own day, so dragging any of
 * them moves the whole order by the days between.
 */
export function spannedDays(entry: Entry): string[] {
  const { scheduledStart, scheduledEnd } = entry.order;
  if (entry.basis !== 'SCHEDULED' || !scheduledStart || !scheduledEnd) return [entry.day];
  const first = Date.parse(`${entry.day}T00:00:00Z`);
  const last = Math.min(Date.parse(scheduledEnd) - 1, first + (MAX_SPAN_DAYS - 1) * DAY_MS);
  const days: string[] = [];
  for (let at = first; at <= last; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days.length ? days : [entry.day];
}

/**
 * The orders and forecasts by day, an order over several days on each of them. A dropped
 * order shows where it was dropped until the calendar reloads. A forecast that an open order already serves is left out: that order is
 * on the calendar itself (the issue: forecasts apart from orders that exist).
 */
export function itemsByDay(
  orders: readonly Entry[],
  forecasts: readonly Forecast[],
  pending: Readonly<Record<string, PendingMove>>,
): Map<string, DayItems> {
  const days = new Map<string, DayItems>();
  const at = (day: string) => days.get(day) ?? days.set(day, { orders: [], forecasts: [] }).get(day)!;
  for (const entry of orders) {
    const moved = pending[entry.order.id];
    if (moved) at(moved.day).orders.push(withMove(entry, moved));
    else for (const day of spannedDays(entry)) at(day).orders.push(day === entry.day ? entry : { ...entry, day });
  }
  for (const forecast of forecasts) if (!forecast.hasOpenOrder) at(forecast.dueDate).forecasts.push(forecast);
  return days;
}

function withMove(entry: Entry, moved: PendingMove): Entry {
  if (!moved.assigneeIds) return { ...entry, day: moved.day };
  const assignees = moved.assigneeIds.map((id) => ({ __typename: 'WorkOrderPerson' as const, id, name: '' }));
  return { ...entry, day: moved.day, order: { ...entry.order, assignees } };
}

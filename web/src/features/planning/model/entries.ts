import type { PlanningQuery } from '../../../gql/graphql';

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

/**
 * The orders and forecasts by day. A dropped order shows where it was dropped until the
 * calendar reloads. A forecast that an open order already serves is left out: that order is
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
    at(moved?.day ?? entry.day).orders.push(moved ? withMove(entry, moved) : entry);
  }
  for (const forecast of forecasts) if (!forecast.hasOpenOrder) at(forecast.dueDate).forecasts.push(forecast);
  return days;
}

function withMove(entry: Entry, moved: PendingMove): Entry {
  if (!moved.assigneeIds) return { ...entry, day: moved.day };
  const assignees = moved.assigneeIds.map((id) => ({ __typename: 'WorkOrderPerson' as const, id, name: '' }));
  return { ...entry, day: moved.day, order: { ...entry.order, assignees } };
}

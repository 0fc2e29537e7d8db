import type { Entry, Forecast } from './entries';

/** A row of the week view: a technician, or the orders nobody is assigned (id null). */
export interface Lane {
  id: string | null;
  name: string;
}

/** The rows an order shows in: each of its assignees', or the unassigned row. */
export const lanesOf = (entry: Entry): (string | null)[] =>
  entry.order.assignees.length ? entry.order.assignees.map((person) => person.id) : [null];

/** A forecast shows in its plan's default assignee's row, who will get the order. */
export const forecastLane = (forecast: Forecast) => forecast.plan.defaultAssignee?.id ?? null;

/**
 * The week's rows: the farm's technicians and managers (or the chosen ones), anyone else the
 * shown orders and forecasts name (a former member), by name, then the unassigned row.
 */
export function lanesFor(
  people: readonly { id: string; name: string }[],
  orders: readonly Entry[],
  forecasts: readonly Forecast[],
  chosen: readonly string[],
  unassigned: string,
): Lane[] {
  const names = new Map(people.map((person) => [person.id, person.name]));
  const named = [
    ...orders.flatMap((entry) => entry.order.assignees),
    ...forecasts.flatMap((forecast) => forecast.plan.defaultAssignee ?? []),
  ];
  // A dropped order's new assignees have no name until the calendar reloads.
  for (const person of named) if (person.name && !names.has(person.id)) names.set(person.id, person.name);
  const lanes = [...names]
    .filter(([id]) => !chosen.length || chosen.includes(id))
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...lanes, { id: null, name: unassigned }];
}

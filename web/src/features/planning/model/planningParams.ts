import type { PlanningFilter, WorkOrderType } from '../../../__generated__/graphql';
import type { PlanningView } from './calendarRange';

export const ORDER_TYPES = ['PREVENTIVE', 'CORRECTIVE'] as const satisfies readonly WorkOrderType[];

/** The server takes at most 50 assignees in a filter. */
export const MAX_TECHNICIANS = 50;

/** What the calendar shows; it lives in the URL, so a reload or a shared link shows the same. */
export interface PlanningParams {
  view: PlanningView;
  /** A day of the shown week or month (yyyy-mm-dd), or '' for today's. */
  date: string;
  technicianIds: string[];
  machineId: string | null;
  types: WorkOrderType[];
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ID = /^[\w-]{1,64}$/;

/** Reads the calendar's parameters; anything unknown (an edited or old link) is left out. */
export function readParams(params: URLSearchParams): PlanningParams {
  const list = (name: string) => (params.get(name) ?? '').split(',').filter(Boolean);
  const date = params.get('date') ?? '';
  const machine = params.get('machine') ?? '';
  return {
    view: params.get('view') === 'week' ? 'week' : 'month',
    date: DATE.test(date) ? date : '',
    technicianIds: [...new Set(list('tech').filter((id) => ID.test(id)))].slice(0, MAX_TECHNICIANS),
    machineId: ID.test(machine) ? machine : null,
    types: ORDER_TYPES.filter((type) => list('type').includes(type)),
  };
}

/** The URL of a choice: only what differs from the defaults, so the plain calendar has a plain URL. */
export function writeParams(choice: PlanningParams): URLSearchParams {
  const entries: [string, string][] = [
    ['view', choice.view === 'week' ? 'week' : ''],
    ['date', choice.date],
    ['tech', choice.technicianIds.join(',')],
    ['machine', choice.machineId ?? ''],
    ['type', choice.types.join(',')],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value));
}

/** The server's filter, blanks left out. */
export function toPlanningFilter(choice: PlanningParams): PlanningFilter | null {
  const filter: PlanningFilter = {};
  if (choice.technicianIds.length) filter.assigneeIds = choice.technicianIds;
  if (choice.machineId) filter.equipmentId = choice.machineId;
  if (choice.types.length) filter.type = choice.types;
  return Object.keys(filter).length ? filter : null;
}

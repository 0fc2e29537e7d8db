import type {
  SortDirection,
  WorkOrderFilter,
  WorkOrderPriority,
  WorkOrderSortField,
  WorkOrderStatus,
  WorkOrderType,
} from '../../../__generated__/graphql';
import { WORK_ORDER_LINK_PARAMS } from '../../../lib/routing/workOrderLinks';
import { OPEN_STATUSES, PRIORITIES, SORT_FIELDS, STATUSES } from './enums';

/**
 * The quick filters. "Waiting for parts" is every order ON_HOLD: the schema keeps why an
 * order is held only as free text (holdReason), which the list cannot filter by.
 */
export const QUICK_FILTERS = ['all', 'mine', 'overdue', 'urgentOpen', 'waitingParts'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** What the filter bar shows; it lives in the URL, so a filtered list can be shared and reloaded. */
export interface ListFilters {
  text: string;
  status: WorkOrderStatus[];
  priority: WorkOrderPriority[];
  assigneeId: string | null;
  equipmentId: string | null;
  /** yyyy-mm-dd or ''. */
  dueFrom: string;
  dueTo: string;
  quick: QuickFilter;
}

export interface ListSort {
  field: WorkOrderSortField;
  direction: SortDirection;
}

export const EMPTY_FILTERS: ListFilters = {
  text: '',
  status: [],
  priority: [],
  assigneeId: null,
  equipmentId: null,
  dueFrom: '',
  dueTo: '',
  quick: 'all',
};

/** The server's default: newest number first. */
export const DEFAULT_SORT: ListSort = { field: 'NUMBER', direction: 'DESC' };

/** The filter fields a quick filter sets, so the bar disables their own inputs. */
export const QUICK_SETS: Record<QuickFilter, Partial<Record<'status' | 'priority' | 'assignee', true>>> = {
  all: {},
  mine: { assignee: true },
  overdue: {},
  urgentOpen: { status: true, priority: true },
  waitingParts: { status: true },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[\w-]{1,64}$/;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((entry) => entry === value);
const pickAll = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  allowed.filter((entry) => (value ?? '').split(',').includes(entry));
const orEmpty = (value: string | null, pattern: RegExp) => (value && pattern.test(value) ? value : '');

/** Reads the bar from the URL; anything unknown (an edited or old link) is left out. */
export function readFilters(params: URLSearchParams): ListFilters {
  return {
    text: (params.get('q') ?? '').slice(0, 200),
    status: pickAll(params.get('status'), STATUSES),
    priority: pickAll(params.get('priority'), PRIORITIES),
    assigneeId: orEmpty(params.get('assignee'), ID) || null,
    equipmentId: orEmpty(params.get(WORK_ORDER_LINK_PARAMS.machine), ID) || null,
    dueFrom: orEmpty(params.get('dueFrom'), DATE),
    dueTo: orEmpty(params.get('dueTo'), DATE),
    quick: pick(params.get('quick'), QUICK_FILTERS) ?? 'all',
  };
}

export function readSort(params: URLSearchParams): ListSort {
  const field = pick(params.get('sort'), SORT_FIELDS);
  if (!field) return DEFAULT_SORT;
  return { field, direction: params.get('dir') === 'DESC' ? 'DESC' : 'ASC' };
}

/** The URL of a bar and sort: only what differs from the defaults, so a plain list has a plain URL. */
export function writeParams(filters: ListFilters, sort: ListSort): URLSearchParams {
  const entries: [string, string][] = [
    ['q', filters.text],
    ['status', filters.status.join(',')],
    ['priority', filters.priority.join(',')],
    ['assignee', filters.assigneeId ?? ''],
    [WORK_ORDER_LINK_PARAMS.machine, filters.equipmentId ?? ''],
    ['dueFrom', filters.dueFrom],
    ['dueTo', filters.dueTo],
    ['quick', filters.quick === 'all' ? '' : filters.quick],
  ];
  if (sort.field !== DEFAULT_SORT.field || sort.direction !== DEFAULT_SORT.direction)
    entries.push(['sort', sort.field], ['dir', sort.direction]);
  return new URLSearchParams(entries.filter(([, value]) => value));
}

/** The server's filter for a list of one type: blanks dropped, a quick filter over the bar's own choices. */
export function toWorkOrderFilter(type: WorkOrderType, filters: ListFilters): WorkOrderFilter {
  const filter: WorkOrderFilter = { type: [type] };
  const text = filters.text.trim();
  if (text) filter.text = text;
  if (filters.status.length) filter.status = filters.status;
  if (filters.priority.length) filter.priority = filters.priority;
  if (filters.assigneeId) filter.assigneeId = filters.assigneeId;
  if (filters.equipmentId) filter.equipmentId = filters.equipmentId;
  if (filters.dueFrom) filter.dueFrom = filters.dueFrom;
  if (filters.dueTo) filter.dueTo = filters.dueTo;
  switch (filters.quick) {
    case 'mine':
      delete filter.assigneeId;
      filter.assignedToMe = true;
      break;
    case 'overdue':
      filter.overdue = true;
      break;
    case 'urgentOpen':
      filter.priority = ['URGENT'];
      filter.status = [...OPEN_STATUSES];
      break;
    case 'waitingParts':
      filter.status = ['ON_HOLD'];
      break;
  }
  return filter;
}

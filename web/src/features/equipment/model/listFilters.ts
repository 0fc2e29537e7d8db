import type {
  Criticality,
  EquipmentCategory,
  EquipmentFilter,
  EquipmentSortField,
  EquipmentStatus,
  SortDirection,
} from '../../../__generated__/graphql';
import { toServerSort } from '../../../components/list-page/serverSort';

export type QuickFilter = 'all' | 'down' | 'attention';

/** What the user chose in the filter bar; `text` and `location` are already debounced. */
export interface ListFilters {
  text: string;
  category: EquipmentCategory[];
  status: EquipmentStatus[];
  criticality: Criticality[];
  location: string;
  quick: QuickFilter;
  showRetired: boolean;
}

export interface ListSort {
  field: EquipmentSortField;
  direction: SortDirection;
}

export const EMPTY_FILTERS: ListFilters = {
  text: '',
  category: [],
  status: [],
  criticality: [],
  location: '',
  quick: 'all',
  showRetired: false,
};

export const DEFAULT_SORT: ListSort = { field: 'CODE', direction: 'ASC' };

const QUICK_STATUS: Record<Exclude<QuickFilter, 'all'>, EquipmentStatus[]> = {
  down: ['DOWN'],
  attention: ['NEEDS_ATTENTION'],
};

/** The server's filter input: blanks dropped, a quick filter overrides the status choice. */
export function toEquipmentFilter(filters: ListFilters): EquipmentFilter {
  const status = filters.quick === 'all' ? filters.status : QUICK_STATUS[filters.quick];
  const filter: EquipmentFilter = { includeRetired: filters.showRetired };
  const text = filters.text.trim();
  const location = filters.location.trim();
  if (text) filter.text = text;
  if (location) filter.location = location;
  if (filters.category.length) filter.category = filters.category;
  if (status.length) filter.status = status;
  if (filters.criticality.length) filter.criticality = filters.criticality;
  return filter;
}

const SORTABLE: readonly EquipmentSortField[] = ['CODE', 'NAME', 'STATUS', 'METER', 'UPDATED_AT'];

/** antd's sorter answer ('ascend' / 'descend' / nothing) as the server's sort, defaulting to code. */
export function toListSort(field: unknown, order: 'ascend' | 'descend' | null | undefined): ListSort {
  return toServerSort(field, order, SORTABLE, DEFAULT_SORT);
}

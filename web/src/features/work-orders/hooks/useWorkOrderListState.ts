import { useSearchParams } from 'react-router';
import type { WorkOrderType, WorkOrdersQueryVariables } from '../../../__generated__/graphql';
import { useCursorPaging } from '../../../lib/pagination/useCursorPaging';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import {
  readFilters,
  readSort,
  toWorkOrderFilter,
  writeParams,
  type ListFilters,
  type ListSort,
} from '../model/listFilters';

/**
 * Filters and sort of a list, kept in the URL (back, reload and a shared link show the same
 * list), and its page; a new filter or sort starts again on page one.
 */
export function useWorkOrderListState(farmId: string, type: WorkOrderType) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const sort = readSort(params);
  const text = useDebouncedValue(filters.text);
  const filter = toWorkOrderFilter(type, { ...filters, text });
  const paging = useCursorPaging(JSON.stringify([filter, sort]));
  // Typing replaces the entry: back leaves the list, it does not undo a letter.
  const save = (next: ListFilters, nextSort: ListSort) => setParams(writeParams(next, nextSort), { replace: true });

  const variables: WorkOrdersQueryVariables = { farmId, filter, sort, first: paging.first, after: paging.after };
  return {
    filters,
    /** Merges a change of the filter bar. */
    changeFilters: (change: Partial<ListFilters>) => save({ ...filters, ...change }, sort),
    clearFilters: () => save(readFilters(new URLSearchParams()), sort),
    sort,
    setSort: (next: ListSort) => save(filters, next),
    paging,
    variables,
  };
}

export type WorkOrderListState = ReturnType<typeof useWorkOrderListState>;

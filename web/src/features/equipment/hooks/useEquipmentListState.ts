import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EquipmentListQueryVariables } from '../../../__generated__/graphql';
import { useCursorPaging } from '../../../lib/pagination/useCursorPaging';
import { DEFAULT_SORT, EMPTY_FILTERS, toEquipmentFilter, type ListFilters, type ListSort } from '../model/listFilters';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

/** Filters, sort and page of the list; a new filter or sort starts again on page one. */
export function useEquipmentListState(farmId: string) {
  const [params] = useSearchParams();
  // ?quick=down opens the list on the machines that are DOWN (the dashboard's tile links so).
  const [filters, setFilters] = useState<ListFilters>(() =>
    params.get('quick') === 'down' ? { ...EMPTY_FILTERS, quick: 'down' } : EMPTY_FILTERS,
  );
  const [sort, setSort] = useState<ListSort>(DEFAULT_SORT);
  const text = useDebouncedValue(filters.text);
  const location = useDebouncedValue(filters.location);
  const filter = toEquipmentFilter({ ...filters, text, location });
  const paging = useCursorPaging(JSON.stringify([filter, sort]));

  const variables: EquipmentListQueryVariables = { farmId, filter, sort, first: paging.first, after: paging.after };
  return {
    filters,
    /** Merges a change of the filter bar. */
    changeFilters: (change: Partial<ListFilters>) => setFilters((previous) => ({ ...previous, ...change })),
    sort,
    setSort,
    paging,
    variables,
  };
}

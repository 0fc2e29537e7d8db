import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SparePartFilter, SparePartSort, SparePartsQueryVariables } from '../../../__generated__/graphql';
import { toServerSort } from '../../../components/list-page/serverSort';
import { useCursorPaging } from '../../../lib/pagination/useCursorPaging';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import type { SortOrder } from 'antd/es/table/interface';

const DEFAULT_SORT = { field: 'PART_NUMBER', direction: 'ASC' } as const;
const SORTABLE = ['PART_NUMBER', 'NAME', 'QUANTITY', 'UPDATED_AT'] as const;

/** Filter, sort and page of the parts list; any change of the query starts again at page 1. */
export function usePartsListState(farmId: string) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | undefined>();
  const [params] = useSearchParams();
  // ?lowStock=1 opens the list filtered (the dashboard's tile links so).
  const [lowStock, setLowStock] = useState(() => params.get('lowStock') === '1');
  const [sort, setSort] = useState<SparePartSort>(DEFAULT_SORT);
  const search = useDebouncedValue(text.trim());

  const filter: SparePartFilter = { text: search || null, category: category ?? null, lowStock: lowStock || null };
  const paging = useCursorPaging(JSON.stringify([filter, sort]));
  const variables: SparePartsQueryVariables = { farmId, filter, sort, first: paging.first, after: paging.after };

  return {
    text,
    setText,
    category,
    setCategory,
    lowStock,
    setLowStock,
    sort,
    /** The table's sorter answer as the server's sort (part number when cleared). */
    sortBy: (columnKey: unknown, order: SortOrder | undefined) =>
      setSort(toServerSort(columnKey, order, SORTABLE, DEFAULT_SORT)),
    paging,
    variables,
  };
}

export type PartsListState = ReturnType<typeof usePartsListState>;

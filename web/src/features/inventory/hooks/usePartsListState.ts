import { useState } from 'react';
import type { SparePartFilter, SparePartSort } from '../../../gql/graphql';
import { useCursorPaging } from '../../../lib/pagination/useCursorPaging';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

const DEFAULT_SORT: SparePartSort = { field: 'PART_NUMBER', direction: 'ASC' };

/** Filter, sort, page size and cursor stack of the parts list; any change of the query starts again at page 1. */
export function usePartsListState() {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | undefined>();
  const [lowStock, setLowStock] = useState(false);
  const [sort, setSort] = useState<SparePartSort>(DEFAULT_SORT);
  const [pageSize, setPageSize] = useState<number>(25);
  const search = useDebouncedValue(text.trim());

  const filter: SparePartFilter = { text: search || null, category: category ?? null, lowStock: lowStock || null };
  const paging = useCursorPaging(JSON.stringify([filter, sort]), pageSize);

  return {
    text,
    setText,
    category,
    setCategory,
    lowStock,
    setLowStock,
    sort,
    setSort: (next: SparePartSort | null) => setSort(next ?? DEFAULT_SORT),
    pageSize,
    setPageSize,
    filter,
    stack: paging.stack,
    after: paging.after,
    next: paging.next,
    previous: paging.previous,
  };
}

export type PartsListState = ReturnType<typeof usePartsListState>;

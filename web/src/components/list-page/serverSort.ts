import type { SortOrder } from 'antd/es/table/interface';
import type { SortDirection } from '../../__generated__/graphql';

/** A list's sort as the schema's `<List>Sort` inputs have it. */
export interface ServerSort<Field extends string> {
  field: Field;
  direction?: SortDirection | null;
}

/** antd props of a column the server sorts by `field`: the column shows the list's sort. */
export function sortableColumn<Field extends string>(sort: ServerSort<Field>, field: Field) {
  const sortOrder: SortOrder = sort.field === field ? (sort.direction === 'DESC' ? 'descend' : 'ascend') : null;
  return { key: field, sorter: true, sortOrder };
}

/**
 * antd's sorter answer (a column key and 'ascend' / 'descend' / nothing) as the server's
 * sort; a cleared sort or a column the server cannot sort by falls back to the default.
 */
export function toServerSort<Field extends string>(
  columnKey: unknown,
  order: SortOrder | undefined,
  sortable: readonly Field[],
  fallback: ServerSort<Field> & { direction: SortDirection },
): ServerSort<Field> & { direction: SortDirection } {
  if (!order || !sortable.includes(columnKey as Field)) return fallback;
  return { field: columnKey as Field, direction: order === 'ascend' ? 'ASC' : 'DESC' };
}

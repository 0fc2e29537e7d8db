import { Grid } from 'antd';
import type { ReactNode } from 'react';
import type { CursorPaging } from '../../lib/pagination/useCursorPaging';
import { CursorPager } from './CursorPager';
import { EmptyList } from './EmptyList';
import { ListCards } from './ListCards';
import type { ListTestIds } from './listTestIds';
import { LoadError } from './LoadError';
import type { ShownList } from './shownList';

interface ListViewProps<Row> {
  list: ShownList<Row>;
  paging: CursorPaging;
  /** The list from the sm breakpoint up. */
  table: ReactNode;
  /** One row as a card, below sm. */
  card: (row: Row) => ReactNode;
  emptyText: string;
  errorText: string;
  testIds: ListTestIds;
}

/** The rows of a list page (table, or cards on phones), its error and empty states, and the pager. */
export function ListView<Row extends { id: string }>(props: ListViewProps<Row>) {
  const { list, testIds } = props;
  const phone = Grid.useBreakpoint().sm === false;
  if (list.error && !list.loading)
    return (
      <LoadError title={props.errorText} onRetry={list.retry} testId={testIds.error} retryTestId={testIds.retry} />
    );
  if (!list.loading && list.rows.length === 0)
    return <EmptyList description={props.emptyText} testId={testIds.empty} />;
  return (
    <>
      {phone ? (
        <ListCards rows={list.rows} loading={list.loading} card={props.card} testId={testIds.cards} />
      ) : (
        props.table
      )}
      {list.connection && list.rows.length > 0 && (
        <CursorPager
          paging={props.paging}
          connection={list.connection}
          rowsOnPage={list.rows.length}
          loading={list.loading}
          testIds={testIds}
        />
      )}
    </>
  );
}

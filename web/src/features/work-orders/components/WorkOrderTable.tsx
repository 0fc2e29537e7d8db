import { ListTable } from '../../../components/list-page/ListTable';
import { toServerSort } from '../../../components/list-page/serverSort';
import type { WorkOrderTable_WorkOrderFragment as Row } from '../../../__generated__/graphql';
import { SORT_FIELDS } from '../model/enums';
import { DEFAULT_SORT, type ListSort } from '../model/listFilters';
import { useWorkOrderColumns } from './useWorkOrderColumns';

interface WorkOrderTableProps {
  rows: Row[];
  loading: boolean;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
}

/** The list on tablets and desktops; sorting and paging happen on the server. */
export function WorkOrderTable({ rows, loading, sort, onSortChange }: WorkOrderTableProps) {
  const columns = useWorkOrderColumns(sort);
  return (
    <ListTable<Row>
      rows={rows}
      columns={columns}
      loading={loading}
      testId="wo-table"
      onSort={(columnKey, order) => onSortChange(toServerSort(columnKey, order, SORT_FIELDS, DEFAULT_SORT))}
      onRow={(row) =>
        ({ 'data-testid': 'wo-row', 'data-overdue': String(row.overdue) }) as React.HTMLAttributes<HTMLElement>
      }
    />
  );
}

import type { EquipmentTable_EquipmentFragment as Row } from '../../../__generated__/graphql';
import { ListTable } from '../../../components/list-page/ListTable';
import { toListSort, type ListSort } from '../model/listFilters';
import { useEquipmentColumns } from './useEquipmentColumns';

interface EquipmentTableProps {
  rows: Row[];
  loading: boolean;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
}

/** The list on tablets and desktops; sorting and paging happen on the server. */
export function EquipmentTable({ rows, loading, sort, onSortChange }: EquipmentTableProps) {
  const columns = useEquipmentColumns(sort);
  return (
    <ListTable<Row>
      rows={rows}
      columns={columns}
      loading={loading}
      testId="equipment-table"
      onSort={(columnKey, order) => onSortChange(toListSort(columnKey, order))}
    />
  );
}

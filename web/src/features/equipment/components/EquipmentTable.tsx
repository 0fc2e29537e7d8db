import { Table } from 'antd';
import type { EquipmentTable_EquipmentFragment as Row } from '../../../gql/graphql';
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
    <Table<Row>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="equipment-table"
      onChange={(_pagination, _filters, sorter) => {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        onSortChange(toListSort(single?.columnKey, single?.order));
      }}
    />
  );
}

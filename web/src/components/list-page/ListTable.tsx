import { Table, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';

interface ListTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'onChange' | 'pagination'> {
  rows: Row[];
  testId: string;
  /** The column the user sorted by and its order; the server sorts, the table only reports. */
  onSort: (columnKey: unknown, order: SortOrder | undefined) => void;
}

/** The list from the sm breakpoint up: one page of rows, paged and sorted by the server. */
export function ListTable<Row extends { id: string }>({ rows, testId, onSort, ...table }: ListTableProps<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      data-testid={testId}
      onChange={(_pagination, _filters, sorter) => {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        onSort(single?.columnKey, single?.order);
      }}
      {...table}
    />
  );
}

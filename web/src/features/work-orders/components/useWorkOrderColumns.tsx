import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sortableColumn } from '../../../components/list-page/serverSort';
import type { WorkOrderSortField, WorkOrderTable_WorkOrderFragment as Row } from '../../../__generated__/graphql';
import type { ListSort } from '../model/listFilters';
import { assigneeNames } from './assigneeNames';
import { DueDate } from '../../../components/work-order/DueDate';
import { WorkOrderTag } from '../../../components/work-order/WorkOrderTag';

/** The table's columns; sortable ones carry the server's sort field as their key. */
export function useWorkOrderColumns(sort: ListSort): TableColumnsType<Row> {
  const { t } = useTranslation();
  const sortable = (field: WorkOrderSortField) => sortableColumn(sort, field);
  const title = (name: string) => t(`workOrders.fields.${name}`);
  return [
    {
      title: title('number'),
      ...sortable('NUMBER'),
      render: (_, row) => <Link to={`/work-orders/${row.id}`}>{row.number}</Link>,
    },
    { title: title('title'), key: 'title', dataIndex: 'title', ellipsis: true, width: 280 },
    {
      title: title('equipment'),
      key: 'equipment',
      render: (_, row) => (
        <Link to={`/equipment/${row.equipment.id}`}>{`${row.equipment.code} — ${row.equipment.name}`}</Link>
      ),
    },
    {
      title: title('priority'),
      ...sortable('PRIORITY'),
      render: (_, row) => <WorkOrderTag kind="priority" value={row.priority} />,
    },
    {
      title: title('status'),
      ...sortable('STATUS'),
      render: (_, row) => <WorkOrderTag kind="status" value={row.status} reason={row.holdReason} />,
    },
    { title: title('assignees'), key: 'assignees', render: (_, row) => assigneeNames(row.assignees) },
    {
      title: title('dueDate'),
      ...sortable('DUE_DATE'),
      render: (_, row) => <DueDate date={row.dueDate} overdue={row.overdue} />,
    },
  ];
}

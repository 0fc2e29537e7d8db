import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { WorkOrderTable_WorkOrderFragment as Row } from '../../../__generated__/graphql';
import { assigneeNames } from './assigneeNames';
import { DueDate } from '../../../components/work-order/DueDate';
import { WorkOrderTag } from '../../../components/work-order/WorkOrderTag';

/** One order on a phone: the whole card opens it; number, tags, title, machine, due date and assignees. */
export function WorkOrderCard({ row }: { row: Row }) {
  return (
    <Link to={`/work-orders/${row.id}`} style={{ color: 'inherit' }} data-testid="wo-card">
      <Card size="small">
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>{row.number}</Typography.Text>
          <Flex gap={4}>
            <WorkOrderTag kind="priority" value={row.priority} />
            <WorkOrderTag kind="status" value={row.status} reason={row.holdReason} />
          </Flex>
        </Flex>
        <Typography.Paragraph style={{ margin: '4px 0' }} ellipsis={{ rows: 2 }}>
          {row.title}
        </Typography.Paragraph>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text type="secondary">{`${row.equipment.code} — ${row.equipment.name}`}</Typography.Text>
          <DueDate date={row.dueDate} overdue={row.overdue} />
        </Flex>
        <Typography.Text type="secondary">{assigneeNames(row.assignees)}</Typography.Text>
      </Card>
    </Link>
  );
}

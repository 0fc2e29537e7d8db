import { Card, Flex, Typography } from 'antd';
import type { RequestRow_RequestFragment as Row } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { RequestActions } from './RequestActions';
import { RequestPhoto } from './RequestPhoto';
import { RequestStatus, StoppedTag } from './RequestStatus';
import { reporterText } from './reporterText';

/** One request on a phone: machine, when, what, who, its photo, its status and the decisions. */
export function RequestCard({ row, farmId }: { row: Row; farmId: string }) {
  const format = useFormat();
  return (
    <Card size="small" data-testid="req-card">
      <Flex vertical gap={6}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>{`${row.equipment.code} — ${row.equipment.name}`}</Typography.Text>
          <StoppedTag stopped={row.machineStopped} />
        </Flex>
        <Typography.Text type="secondary">{format.dateTime(row.createdAt)}</Typography.Text>
        <Flex gap={8}>
          <RequestPhoto photo={row.photo} />
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }} ellipsis={{ rows: 4 }}>
            {row.description}
          </Typography.Paragraph>
        </Flex>
        <Typography.Text type="secondary">{reporterText(row)}</Typography.Text>
        <RequestStatus row={row} />
        <RequestActions row={row} farmId={farmId} />
      </Flex>
    </Card>
  );
}

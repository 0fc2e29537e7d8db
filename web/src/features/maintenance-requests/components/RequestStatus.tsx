import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestRow_RequestFragment as Row } from '../../../__generated__/graphql';

const COLORS = { PENDING: 'gold', APPROVED: 'green', DECLINED: 'default' } as const;

/** The request's status; an approved one links its work order, a declined one says why. */
export function RequestStatus({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <span data-testid="req-status">
      <Tag color={COLORS[row.status]}>{t(`maintenanceRequests.status.${row.status}`)}</Tag>
      {row.workOrder && <Link to={`/work-orders/${row.workOrder.id}`}>{row.workOrder.number}</Link>}
      {row.declineReason && <Typography.Text type="secondary">{row.declineReason}</Typography.Text>}
    </span>
  );
}

/** "Stopped" on the request of a machine the reporter said is stopped. */
export function StoppedTag({ stopped }: { stopped: boolean }) {
  const { t } = useTranslation();
  return stopped ? <Tag color="red">{t('maintenanceRequests.inbox.stopped')}</Tag> : null;
}

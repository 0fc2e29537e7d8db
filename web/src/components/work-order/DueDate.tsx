import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format/useFormat';

/** The due date; an overdue order's in the error colour with a warning sign, said in words for screen readers. */
export function DueDate({ date, overdue }: { date?: string | null; overdue: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!date) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!overdue) return <span>{format.date(date)}</span>;
  return (
    <Typography.Text type="danger" data-testid="wo-overdue" title={t('workOrders.list.overdue')}>
      <WarningOutlined aria-label={t('workOrders.list.overdue')} /> {format.date(date)}
    </Typography.Text>
  );
}

import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SchedulerRun } from './useSchedulerRun';

/** What a scheduler run opened, each order linking to its page; or that nothing was due. */
export function SchedulerResult({ result, onClose }: { result: SchedulerRun | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  if (!result) return null;
  const count = new Intl.NumberFormat(i18n.language).format(result.opened);
  return (
    <Alert
      type={result.opened ? 'success' : 'info'}
      showIcon
      closable={{ onClose }}
      title={result.opened ? t('plans.scheduler.opened', { count }) : t('plans.scheduler.nothingDue')}
      description={
        result.orders.length > 0 && (
          <Flex vertical gap={2}>
            {result.orders.map((order) => (
              <Link key={order.id} to={`/work-orders/${order.id}`} data-testid="plan-scheduler-order">
                {`${order.number} — ${order.title}`}
              </Link>
            ))}
          </Flex>
        )
      }
      data-testid="plan-scheduler-result"
    />
  );
}

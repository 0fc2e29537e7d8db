import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanCard_PlanFragment as Plan } from '../../__generated__/graphql';
import { WorkOrderTag } from '../work-order/WorkOrderTag';

/** The plan's order not yet completed or cancelled, linking to it (flagged once its due day has passed), or none. */
export function PlanOpenOrder({ order }: { order: Plan['openOrder'] }) {
  const { t } = useTranslation();
  if (!order) return <Typography.Text type="secondary">{t('plans.none.openOrder')}</Typography.Text>;
  return (
    <Flex gap={4} wrap align="center">
      <Link to={`/work-orders/${order.id}`} data-testid="plan-open-order">
        {order.number}
      </Link>
      <WorkOrderTag kind="status" value={order.status} />
      {order.planLate && (
        <Tag color="error" style={{ marginInlineEnd: 0 }} data-testid="plan-order-late">
          {t('plans.late.order')}
        </Tag>
      )}
    </Flex>
  );
}

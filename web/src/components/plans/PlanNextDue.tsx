import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanCard_PlanFragment as Plan } from '../../__generated__/graphql';
import { usePlanText } from './usePlanText';

/**
 * The next due point (day and/or meter value) and, for a meter, the day it is expected at the
 * machine's pace; tagged when it is the break-in service or due within the lead time.
 */
export function PlanNextDue({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const text = usePlanText();
  const due = plan.nextDue;
  if (!due) return <Typography.Text type="secondary">{t('plans.due.none')}</Typography.Text>;
  const unit = plan.equipment.meterUnit;
  const projection = text.projection(due, unit);
  return (
    <Flex vertical gap={2} align="start">
      <Flex gap={4} wrap align="center">
        <Typography.Text data-testid="plan-next-due">{text.nextDue(due, unit)}</Typography.Text>
        {due.breakIn && <Tag style={{ marginInlineEnd: 0 }}>{t('plans.due.breakIn')}</Tag>}
        {due.dueNow && plan.active && !plan.openOrder && (
          <Tag color="warning" style={{ marginInlineEnd: 0 }} data-testid="plan-due-now">
            {t('plans.due.dueNow')}
          </Tag>
        )}
      </Flex>
      {projection && (
        <Typography.Text type="secondary" data-testid="plan-projection">
          {projection}
        </Typography.Text>
      )}
    </Flex>
  );
}

import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanCard_PlanFragment as Plan } from '../../__generated__/graphql';
import { usePlanText } from './usePlanText';

/** When the plan falls due, in words: its triggers, then its anchor, season and break-in service. */
export function PlanTriggers({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const text = usePlanText();
  const unit = plan.equipment.meterUnit;
  const details = [t(`plans.anchorShort.${plan.anchor}`), text.season(plan), text.breakIn(plan, unit)].filter(
    (line): line is string => !!line,
  );
  return (
    <Flex vertical gap={2}>
      <Typography.Text data-testid="plan-triggers">{text.triggers(plan, unit)}</Typography.Text>
      <Typography.Text type="secondary" data-testid="plan-trigger-details">
        {details.join(' · ')}
      </Typography.Text>
    </Flex>
  );
}

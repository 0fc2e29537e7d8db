import { Flex, Typography } from 'antd';
import type { PlanCard_PlanFragment as Plan } from '../../__generated__/graphql';
import { usePlanText } from './usePlanText';

/** The last service and, under it, a point skipped since by cancelling its order (the next counts from it). */
export function PlanLastDone({ plan }: { plan: Plan }) {
  const text = usePlanText();
  return (
    <Flex vertical gap={2} align="start">
      <span data-testid="plan-last-done">{text.lastDone(plan.lastDone, plan.equipment.meterUnit)}</span>
      {plan.lastSkipped && (
        <Typography.Text type="secondary" data-testid="plan-last-skipped">
          {text.skipped(plan.lastSkipped)}
        </Typography.Text>
      )}
    </Flex>
  );
}

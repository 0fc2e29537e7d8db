import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanCard_PlanFragment as Plan } from '../../__generated__/graphql';
import { machinePlansPath } from '../../lib/routing/machineLinks';
import { WorkOrderTag } from '../work-order/WorkOrderTag';
import { PlanActions } from './PlanActions';
import { PlanLateCount } from './PlanLateCount';
import { PlanLastDone } from './PlanLastDone';
import { PlanNextDue } from './PlanNextDue';
import { PlanOpenOrder } from './PlanOpenOrder';
import { PlanStateTag } from './PlanStateTag';
import { PlanTriggers } from './PlanTriggers';

interface PlanCardProps {
  plan: Plan;
  /** The farm's list names each plan's machine; the machine's page does not. */
  showMachine?: boolean;
  /** Managers' actions; without it the card is read-only. */
  onEdit?: (plan: Plan) => void;
}

/** One plan: title, state and priority, triggers in words, next due, last done, open order, actions. */
export function PlanCard({ plan, showMachine, onEdit }: PlanCardProps) {
  const { t } = useTranslation();
  // Three facts side by side from the sm breakpoint, one under the other on a phone.
  const fact = (name: string, value: ReactNode) => (
    <Col xs={24} sm={8}>
      <Typography.Text type="secondary">{t(`plans.labels.${name}`)}</Typography.Text>
      <div>{value}</div>
    </Col>
  );
  return (
    <Card size="small" data-testid="plan-card">
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <Flex vertical>
            <Typography.Text strong data-testid="plan-title">
              {plan.title}
            </Typography.Text>
            {showMachine && (
              <Link to={machinePlansPath(plan.equipment.id)} data-testid="plan-machine">
                {`${plan.equipment.code} — ${plan.equipment.name}`}
              </Link>
            )}
          </Flex>
          <Flex gap={4} wrap>
            <PlanStateTag active={plan.active} />
            <WorkOrderTag kind="priority" value={plan.priority} />
            <PlanLateCount count={plan.lateCount} />
          </Flex>
        </Flex>
        <PlanTriggers plan={plan} />
        <Row gutter={[16, 8]}>
          {fact('nextDue', <PlanNextDue plan={plan} />)}
          {fact('lastDone', <PlanLastDone plan={plan} />)}
          {fact('openOrder', <PlanOpenOrder order={plan.openOrder} />)}
        </Row>
        {onEdit && <PlanActions plan={plan} onEdit={onEdit} />}
      </Flex>
    </Card>
  );
}

import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list-page/ListTable';
import { PlanActions } from '../../../components/plans/PlanActions';
import { PlanLateCount } from '../../../components/plans/PlanLateCount';
import { PlanLastDone } from '../../../components/plans/PlanLastDone';
import { PlanNextDue } from '../../../components/plans/PlanNextDue';
import { PlanOpenOrder } from '../../../components/plans/PlanOpenOrder';
import { PlanStateTag } from '../../../components/plans/PlanStateTag';
import { PlanTriggers } from '../../../components/plans/PlanTriggers';
import { WorkOrderTag } from '../../../components/work-order/WorkOrderTag';
import type { PlanCard_PlanFragment as Plan } from '../../../__generated__/graphql';
import { machinePlansPath } from '../../../lib/routing/machineLinks';

interface PlanTableProps {
  rows: Plan[];
  loading: boolean;
  /** Managers' actions; without it the table is read-only. */
  onEdit?: (plan: Plan) => void;
}

/** The farm's plans from the sm breakpoint up, by title (the server's order). */
export function PlanTable({ rows, loading, onEdit }: PlanTableProps) {
  const { t } = useTranslation();
  const label = (name: string) => t(`plans.labels.${name}`);
  const columns: ColumnsType<Plan> = [
    {
      key: 'title',
      title: label('plan'),
      width: 260,
      render: (_, plan) => (
        <Flex vertical gap={2} align="start">
          <Typography.Text strong data-testid="plan-title">
            {plan.title}
          </Typography.Text>
          <Link to={machinePlansPath(plan.equipment.id)} data-testid="plan-machine">
            {`${plan.equipment.code} — ${plan.equipment.name}`}
          </Link>
          <Flex gap={4} wrap>
            <PlanStateTag active={plan.active} />
            <WorkOrderTag kind="priority" value={plan.priority} />
            <PlanLateCount count={plan.lateCount} />
          </Flex>
        </Flex>
      ),
    },
    { key: 'triggers', title: label('triggers'), width: 240, render: (_, plan) => <PlanTriggers plan={plan} /> },
    { key: 'nextDue', title: label('nextDue'), render: (_, plan) => <PlanNextDue plan={plan} /> },
    {
      key: 'lastDone',
      title: label('lastDone'),
      render: (_, plan) => <PlanLastDone plan={plan} />,
    },
    { key: 'openOrder', title: label('openOrder'), render: (_, plan) => <PlanOpenOrder order={plan.openOrder} /> },
  ];
  if (onEdit)
    columns.push({
      key: 'actions',
      title: label('actions'),
      render: (_, plan) => <PlanActions plan={plan} onEdit={onEdit} compact />,
    });
  return (
    <ListTable<Plan>
      rows={rows}
      columns={columns}
      loading={loading}
      testId="plans-table"
      // Plans come by title; the table offers no other order.
      onSort={() => undefined}
      onRow={() => ({ 'data-testid': 'plan-row' }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}

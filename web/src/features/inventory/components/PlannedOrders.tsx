import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DueDate } from '../../../components/work-order/DueDate';
import { WorkOrderTag } from '../../../components/work-order/WorkOrderTag';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import type { PlannedOrders_PartFragment } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { formatQuantity } from '../lib/formatStock';
import { PlannedOrders_part } from './plannedOrdersFragment';

type Line = PlannedOrders_PartFragment['plannedOn'][number];

/** Where the part's reserved stock goes: each open order that planned it, and how much it still holds. */
export function PlannedOrders(props: { part: FragmentType<typeof PlannedOrders_part> }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const { unit, plannedOn } = getFragmentData(PlannedOrders_part, props.part);
  const quantity = (value: number) => `${formatQuantity(value, locale)} ${t(`inventory.units.${unit}`)}`;
  return (
    <section>
      <h2 style={{ fontSize: 16 }}>{t('inventory.planned.title')}</h2>
      <Table<Line>
        rowKey="id"
        size="small"
        data-testid="planned-orders"
        dataSource={plannedOn}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('inventory.planned.empty') }}
        onRow={() => ({ 'data-testid': 'planned-order-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'number',
            title: t('inventory.planned.order'),
            render: (_, line) => (
              <Link to={`/work-orders/${line.workOrder.id}`} data-testid="planned-order-link">
                {line.workOrder.number}
              </Link>
            ),
          },
          { key: 'title', title: t('inventory.planned.orderTitle'), render: (_, line) => line.workOrder.title },
          {
            key: 'status',
            title: t('inventory.planned.status'),
            render: (_, line) => (
              <WorkOrderTag kind="status" value={line.workOrder.status} reason={line.workOrder.holdReason} />
            ),
          },
          {
            key: 'due',
            title: t('inventory.planned.dueDate'),
            render: (_, line) => <DueDate date={line.workOrder.dueDate} overdue={line.workOrder.overdue} />,
          },
          {
            key: 'planned',
            title: t('inventory.planned.planned'),
            align: 'end',
            render: (_, line) => quantity(line.plannedQuantity),
          },
          {
            key: 'reserved',
            title: t('inventory.planned.reserved'),
            align: 'end',
            render: (_, line) => <span data-testid="planned-reserved">{quantity(line.reservedQuantity)}</span>,
          },
        ]}
      />
    </section>
  );
}

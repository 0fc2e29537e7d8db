import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/list-page/LoadError';
import { DueDate } from '../../../components/work-order/DueDate';
import { WorkOrderTag } from '../../../components/work-order/WorkOrderTag';
import type { MachineWorkOrdersQuery } from '../../../__generated__/graphql';
import { useCan } from '../../../lib/auth/useCan';
import { useActiveFarm } from '../../../lib/farm/farmStore';
import { machineWorkOrdersPath } from '../../../lib/routing/workOrderLinks';
import { useMachineWorkOrders } from '../api/useMachineWorkOrders';

type Order = NonNullable<MachineWorkOrdersQuery['equipment']>['workOrders'][number];

const TYPES = ['PREVENTIVE', 'CORRECTIVE'] as const;

/**
 * The machine's newest work orders, each linking to its page; the lists of each type filtered
 * by the machine, and a new order on it for who may create one (in the machine's own farm).
 */
export function WorkOrdersTab({ machine }: { machine: { id: string; farmId: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = useCan('workorders.manage');
  const ownFarm = useActiveFarm()?.id === machine.farmId;
  const { data, loading, error, refetch } = useMachineWorkOrders(machine.id);
  const orders = data?.equipment?.workOrders ?? [];
  const label = (name: string) => t(`equipment.workOrders.${name}`);

  if (error && !data)
    return (
      <LoadError title={label('loadFailed')} onRetry={() => void refetch()} testId="equipment-work-orders-error" />
    );
  return (
    <Flex vertical gap={12}>
      {ownFarm && (
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex gap={16} wrap>
            {TYPES.map((type) => (
              <Link
                key={type}
                to={machineWorkOrdersPath(type, machine.id)}
                data-testid={`equipment-work-orders-all-${type}`}
              >
                {label(`seeAll.${type}`)}
              </Link>
            ))}
          </Flex>
          {canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(machineWorkOrdersPath('CORRECTIVE', machine.id, true))}
              data-testid="equipment-work-order-new"
            >
              {label('new')}
            </Button>
          )}
        </Flex>
      )}
      <Table<Order>
        rowKey="id"
        size="small"
        loading={loading && !data}
        dataSource={orders}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: label('empty') }}
        data-testid="equipment-work-orders"
        onRow={() => ({ 'data-testid': 'equipment-work-order-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'number',
            title: label('number'),
            render: (_, order) => (
              <Link to={`/work-orders/${order.id}`} data-testid="equipment-work-order-link">
                {order.number}
              </Link>
            ),
          },
          { key: 'title', title: label('title'), dataIndex: 'title', ellipsis: true, width: 260 },
          { key: 'type', title: label('type'), render: (_, order) => <WorkOrderTag kind="type" value={order.type} /> },
          {
            key: 'status',
            title: label('status'),
            render: (_, order) => <WorkOrderTag kind="status" value={order.status} reason={order.holdReason} />,
          },
          {
            key: 'priority',
            title: label('priority'),
            render: (_, order) => <WorkOrderTag kind="priority" value={order.priority} />,
          },
          {
            key: 'due',
            title: label('dueDate'),
            render: (_, order) => <DueDate date={order.dueDate} overdue={order.overdue} />,
          },
        ]}
      />
    </Flex>
  );
}

import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OtherFarmNotice } from '../../../components/list-page/OtherFarmNotice';
import { PageHeading } from '../../../components/list-page/PageHeading';
import type { WorkOrderOverview_WorkOrderFragment as Order } from '../../../__generated__/graphql';
import { WorkOrderTag } from '../../../components/work-order/WorkOrderTag';
import { WorkOrderActions } from './WorkOrderActions';
import { WorkOrderPdfButton } from './WorkOrderPdfButton';

/** Number and title, the status, priority and type tags, the machine (with its status) and the actions. */
export function DetailHeader({ order, onEdit }: { order: Order; onEdit: () => void }) {
  const { t } = useTranslation();
  const machine = order.equipment;
  return (
    <>
      <PageHeading
        title={
          <>
            <bdi data-testid="wo-number">{order.number}</bdi> — {order.title}
          </>
        }
        subtitle={
          <Flex vertical gap={4} component="span">
            <Flex gap={4} wrap component="span">
              <WorkOrderTag kind="status" value={order.status} reason={order.holdReason} />
              <WorkOrderTag kind="priority" value={order.priority} />
              <WorkOrderTag kind="type" value={order.type} />
              {order.overdue && <Tag color="error">{t('workOrders.list.overdue')}</Tag>}
            </Flex>
            <Typography.Text>
              {t('workOrders.fields.equipment')}:{' '}
              <Link to={`/equipment/${machine.id}`} data-testid="wo-machine-link">
                {`${machine.code} — ${machine.name}`}
              </Link>{' '}
              <WorkOrderTag kind="machineStatus" value={machine.status} />
            </Typography.Text>
          </Flex>
        }
        actions={
          <>
            <WorkOrderActions order={order} onEdit={onEdit} />
            <WorkOrderPdfButton order={order} />
          </>
        }
      />
      <OtherFarmNotice
        farmId={order.farmId}
        message={(farm) => t('workOrders.detail.otherFarm', { farm })}
        switchLabel={t('workOrders.detail.switchFarm')}
        testId="wo-other-farm"
      />
    </>
  );
}

import { Result, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/list-page/BackLink';
import { LoadError } from '../../../components/list-page/LoadError';
import { getFragmentData } from '../../../gql';
import { serverError } from '../../../lib/apollo/serverError';
import { useWorkOrder } from '../api/useWorkOrder';
import { WorkOrderFormDrawer } from '../form/WorkOrderFormDrawer';
import { LIST_PATH } from '../model/enums';
import { WorkOrderDetail_workOrder } from './detailFragment';
import { DetailHeader } from './DetailHeader';
import { FieldsPanel } from './FieldsPanel';
import { WorkOrderOverview_workOrder } from './overviewFragment';
import { TimelinePanel } from './TimelinePanel';

/** One order: header with its actions, then its panels (details, timeline; checklist, parts and labour slot in here). */
export function WorkOrderDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useWorkOrder(id);
  if (loading && !data) return <Skeleton active data-testid="wo-detail-loading" />;
  const found = data?.workOrder;
  if (!found) {
    const back = (
      <BackLink to="/work-orders" testId="wo-back">
        {t('workOrders.detail.back')}
      </BackLink>
    );
    // An order of a farm the user is not in reads as missing: one message.
    if (error && !['NOT_FOUND', 'FORBIDDEN'].includes(serverError(error).code))
      return (
        <LoadError
          title={t('workOrders.detail.error')}
          onRetry={() => void refetch()}
          testId="wo-detail-error"
          extra={back}
        />
      );
    return <Result status="404" title={t('workOrders.detail.notFound')} extra={back} data-testid="wo-detail-error" />;
  }
  const detail = getFragmentData(WorkOrderDetail_workOrder, found);
  const order = getFragmentData(WorkOrderOverview_workOrder, detail);
  const panels = [
    { key: 'details', label: t('workOrders.detail.tabs.details'), children: <FieldsPanel order={order} /> },
    { key: 'timeline', label: t('workOrders.detail.tabs.timeline'), children: <TimelinePanel order={detail} /> },
  ];
  return (
    <>
      <BackLink to={LIST_PATH[order.type]} testId="wo-back">
        {t(`workOrders.detail.backTo.${order.type}`)}
      </BackLink>
      <DetailHeader order={order} onEdit={() => setEditing(true)} />
      <Tabs items={panels} data-testid="wo-tabs" />
      {editing && (
        <WorkOrderFormDrawer farmId={order.farmId} type={order.type} order={order} onClose={() => setEditing(false)} />
      )}
    </>
  );
}

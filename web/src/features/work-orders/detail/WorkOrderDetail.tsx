import { Flex, Result, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/list-page/BackLink';
import { LoadError } from '../../../components/list-page/LoadError';
import { getFragmentData } from '../../../__generated__';
import { serverError } from '../../../lib/apollo/serverError';
import { useWorkOrder } from '../api/useWorkOrder';
import { WorkOrderFormDrawer } from '../form/WorkOrderFormDrawer';
import { LIST_PATH, WORK_ACTIONS } from '../model/enums';
import { ChecklistPanel } from './checklist/ChecklistPanel';
import { checklistProgress } from './checklist/checklistProgress';
import { CommentsPanel } from './comments/CommentsPanel';
import { CostSummary } from './cost/CostSummary';
import { WorkOrderDetail_workOrder } from './detailFragment';
import { DowntimePanel } from './downtime/DowntimePanel';
import { FailurePanel } from './failure/FailurePanel';
import { DetailHeader } from './DetailHeader';
import { FieldsPanel } from './FieldsPanel';
import { LabourPanel } from './labour/LabourPanel';
import { WorkOrderOverview_workOrder } from './overviewFragment';
import { PartsPanel } from './parts/PartsPanel';
import { PhotoGallery } from './photos/PhotoGallery';
import { TabLabel } from './TabLabel';
import { TimelinePanel } from './TimelinePanel';

/**
 * One order: header with its actions and cost, then its panels (details, checklist, comments
 * and photos, parts, labour, timeline).
 */
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
  // The server says what the user may do now; the checklist follows the same rule.
  const canWork = order.viewerActions.some((action) => WORK_ACTIONS.has(action));
  const canManage = order.viewerActions.includes('EDIT');
  const panels = [
    {
      key: 'details',
      label: t('workOrders.detail.tabs.details'),
      children: (
        <Flex vertical gap={16}>
          <FieldsPanel order={order} />
          {order.type === 'CORRECTIVE' && <FailurePanel order={detail} canWork={canWork} />}
          {order.type === 'CORRECTIVE' && <DowntimePanel order={detail} canWork={canWork} />}
        </Flex>
      ),
    },
    {
      key: 'checklist',
      label: `${t('workOrders.detail.tabs.checklist')} ${checklistProgress(detail)}`.trim(),
      children: <ChecklistPanel order={detail} canWork={canWork} canManage={canManage} />,
    },
    {
      // Next to the checklist: a technician on the job photographs what they found and says it.
      key: 'notes',
      label: t('workOrders.detail.tabs.notes'),
      children: (
        <Flex vertical gap={24}>
          <PhotoGallery order={detail} canWork={canWork} />
          <CommentsPanel order={detail} canWork={canWork} />
        </Flex>
      ),
    },
    {
      key: 'parts',
      label: t('workOrders.detail.tabs.parts'),
      children: <PartsPanel order={detail} canWork={canWork} />,
    },
    {
      key: 'labour',
      label: t('workOrders.detail.tabs.labour'),
      children: <LabourPanel order={detail} canWork={canWork} canManage={canManage} />,
    },
    { key: 'timeline', label: t('workOrders.detail.tabs.timeline'), children: <TimelinePanel order={detail} /> },
  ];
  return (
    <>
      <BackLink to={LIST_PATH[order.type]} testId="wo-back">
        {t(`workOrders.detail.backTo.${order.type}`)}
      </BackLink>
      <DetailHeader order={order} onEdit={() => setEditing(true)} />
      <CostSummary order={detail} />
      <Tabs
        items={panels.map((panel) => ({ ...panel, label: <TabLabel>{panel.label}</TabLabel> }))}
        data-testid="wo-tabs"
      />
      {editing && (
        <WorkOrderFormDrawer farmId={order.farmId} type={order.type} order={order} onClose={() => setEditing(false)} />
      )}
    </>
  );
}

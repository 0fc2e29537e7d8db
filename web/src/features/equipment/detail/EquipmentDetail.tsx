import { Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/list-page/BackLink';
import { LoadError } from '../../../components/list-page/LoadError';
import { getFragmentData } from '../../../__generated__';
import { serverError } from '../../../lib/apollo/serverError';
import { useEquipmentDetail } from '../api/useEquipmentDetail';
import { useCan } from '../../../lib/auth/useCan';
import { MACHINE_TAB_PARAM } from '../../../lib/routing/machineLinks';
import { DetailHeader } from './DetailHeader';
import { HistoryTab } from './HistoryTab';
import { ImplementsTab } from './ImplementsTab';
import { OverviewTab } from './OverviewTab';
import { EquipmentOverview_equipment } from './overviewFragment';
import { PartsTab } from './PartsTab';
import { PlansTab } from './PlansTab';
import { ReadingsTab } from './ReadingsTab';
import { WorkOrdersTab } from './WorkOrdersTab';

export function EquipmentDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const canEdit = useCan('equipment.write');
  const canRecord = useCan('meters.write');
  const { data, loading, error, refetch } = useEquipmentDetail(id);
  // A link may open a tab (?tab=plans from the farm's plans list); clicks then change it.
  const [params] = useSearchParams();
  if (loading && !data) return <Skeleton active data-testid="equipment-detail-loading" />;
  const found = data?.equipment;
  if (!found) {
    const back = (
      <BackLink to="/equipment" testId="equipment-back">
        {t('equipment.detail.back')}
      </BackLink>
    );
    const missing = !error || ['NOT_FOUND', 'FORBIDDEN'].includes(serverError(error).code);
    if (!missing)
      return (
        <LoadError
          title={t('equipment.list.error')}
          onRetry={() => void refetch()}
          testId="equipment-detail-error"
          extra={back}
        />
      );
    return (
      <Result status="404" title={t('equipment.detail.notFound')} extra={back} data-testid="equipment-detail-error" />
    );
  }
  const machine = getFragmentData(EquipmentOverview_equipment, found);
  const items = [
    { key: 'overview', label: t('equipment.detail.tabs.overview'), children: <OverviewTab machine={machine} /> },
    {
      key: 'readings',
      label: t('equipment.detail.tabs.readings'),
      children: <ReadingsTab equipment={found} canRecord={canRecord} />,
    },
    {
      key: 'implements',
      label: t('equipment.detail.tabs.implements'),
      children: <ImplementsTab equipment={found} canEdit={canEdit} />,
    },
    {
      key: 'workOrders',
      label: t('equipment.detail.tabs.workOrders'),
      children: <WorkOrdersTab machine={machine} />,
    },
    { key: 'plans', label: t('equipment.detail.tabs.plans'), children: <PlansTab machine={machine} /> },
    { key: 'parts', label: t('equipment.detail.tabs.parts'), children: <PartsTab equipment={found} /> },
    { key: 'history', label: t('equipment.detail.tabs.history'), children: <HistoryTab equipment={found} /> },
  ];
  return (
    <>
      <DetailHeader machine={machine} canEdit={canEdit} />
      <Tabs
        items={items}
        defaultActiveKey={params.get(MACHINE_TAB_PARAM) ?? undefined}
        destroyOnHidden
        data-testid="equipment-tabs"
      />
    </>
  );
}

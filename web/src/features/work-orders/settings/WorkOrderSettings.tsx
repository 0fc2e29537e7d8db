import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/list-page/BackLink';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { canIn } from '../../../lib/auth/useCan';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { FailureCodesTab } from './failure-codes/FailureCodesTab';
import { LabourRatesTab } from './labour-rates/LabourRatesTab';

/**
 * A farm's work-order settings for its managers: the failure-code lists (workorders.manage,
 * which the route asks) and, for who manages its people (users.manage), the hourly rates.
 */
export function WorkOrderSettings({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const tabs = [
    {
      key: 'codes',
      label: t('workOrders.settings.tabs.failureCodes'),
      children: <FailureCodesTab farmId={farm.id} />,
    },
    ...(canIn(farm, 'users.manage')
      ? [
          {
            key: 'rates',
            label: t('workOrders.settings.tabs.labourRates'),
            children: <LabourRatesTab farmId={farm.id} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <BackLink to="/work-orders" testId="settings-back">
        {t('workOrders.settings.back')}
      </BackLink>
      <PageHeading title={t('workOrders.settings.title')} subtitle={<FarmSubtitle farm={farm} />} />
      <Tabs items={tabs} data-testid="settings-tabs" />
    </>
  );
}

import { Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/list-page/LoadError';
import { useLabourRates } from '../api/useLabourRates';
import { DefaultRate } from './DefaultRate';
import { MemberRatesTable } from './MemberRatesTable';

/** What an hour of work costs on the farm: its default, and each working member's own rate. */
export function LabourRatesTab({ farmId }: { farmId: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useLabourRates(farmId);
  if (!data && error)
    return (
      <LoadError
        title={t('workOrders.settings.rates.loadError')}
        onRetry={() => void refetch()}
        testId="settings-rates-error"
      />
    );
  if (!data) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('workOrders.settings.rates.intro')}
      </Typography.Paragraph>
      <DefaultRate farmId={farmId} rate={data.farm?.defaultHourlyRate ?? null} />
      <MemberRatesTable farmId={farmId} rates={data.labourRates} />
    </Flex>
  );
}

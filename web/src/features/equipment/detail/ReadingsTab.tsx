import { Alert, Flex, Skeleton, Statistic, Table } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { useFormatters } from '../hooks/useFormatters';
import { AddReadingForm } from './AddReadingForm';
import { ReadingsTab_equipment } from './readingsFragment';

// echarts is the heaviest thing here: it loads when the tab first shows a chart.
const ReadingsChart = lazy(() => import('./ReadingsChart').then((module) => ({ default: module.ReadingsChart })));

interface ReadingsTabProps {
  equipment: FragmentType<typeof ReadingsTab_equipment>;
  canRecord: boolean;
}

export function ReadingsTab(props: ReadingsTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const machine = getFragmentData(ReadingsTab_equipment, props.equipment);
  if (machine.meterUnit === 'NONE') return <Alert type="info" showIcon title={t('equipment.readings.noMeter')} />;
  const unit = t(`equipment.unitShort.${machine.meterUnit}`);
  const canAdd = props.canRecord && machine.status !== 'RETIRED';
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-end" gap={16} wrap>
        <Statistic
          title={t('equipment.fields.meter')}
          value={format.meter(machine.meterValue, machine.meterUnit)}
          valueRender={(node) => <span data-testid="equipment-meter">{node}</span>}
        />
        {canAdd && <AddReadingForm equipmentId={machine.id} unit={unit} />}
      </Flex>
      {machine.readings.length > 1 && (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
          <ReadingsChart readings={machine.readings} unit={unit} />
        </Suspense>
      )}
      <Table
        rowKey="id"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={machine.readings}
        locale={{ emptyText: t('equipment.readings.empty') }}
        data-testid="equipment-readings"
        columns={[
          {
            title: t('equipment.readings.value'),
            key: 'value',
            render: (_, row) => format.meter(row.value, machine.meterUnit),
          },
          { title: t('equipment.readings.at'), key: 'at', render: (_, row) => format.dateTime(row.readAt) },
          { title: t('equipment.readings.by'), key: 'by', render: (_, row) => row.recordedByName ?? '—' },
        ]}
      />
    </Flex>
  );
}

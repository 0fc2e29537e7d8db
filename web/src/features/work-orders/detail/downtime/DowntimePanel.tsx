import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../../__generated__';
import { useFormat } from '../../../../lib/format/useFormat';
import { useEndDowntime } from '../../api/useEndDowntime';
import { useRemoveDowntime } from '../../api/useRemoveDowntime';
import { formatMinutes } from '../../model/duration';
import { useRunWrite } from '../useRunWrite';
import { AddDowntimeModal } from './AddDowntimeModal';
import { DowntimePanel_workOrder } from './downtimeFragment';

interface DowntimePanelProps {
  order: FragmentType<typeof DowntimePanel_workOrder>;
  /** The order is open and the user works it: adds, ends and removes periods. */
  canWork: boolean;
}

/** A breakdown's downtime: the stretches the machine was stopped, each with its reason. */
export function DowntimePanel({ order, canWork }: DowntimePanelProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const run = useRunWrite();
  const end = useEndDowntime();
  const remove = useRemoveDowntime();
  const { id, downtime } = getFragmentData(DowntimePanel_workOrder, order);
  const [adding, setAdding] = useState(false);

  const onRemove = (period: (typeof downtime)[number]) =>
    run(() => remove(period.id), {
      title: t('workOrders.downtime.removeTitle'),
      message: period.reason,
      label: t('workOrders.downtime.remove'),
    });

  return (
    <section data-testid="wo-downtime">
      <Typography.Title level={5}>{t('workOrders.downtime.title')}</Typography.Title>
      <Flex vertical gap={8}>
        {downtime.length === 0 && <Typography.Text type="secondary">{t('workOrders.downtime.empty')}</Typography.Text>}
        {downtime.map((period) => (
          <Flex key={period.id} justify="space-between" align="center" gap={8} wrap data-testid="wo-downtime-period">
            <Flex vertical>
              <span>
                {format.dateTime(period.startedAt)} – {period.endedAt ? format.dateTime(period.endedAt) : ''}
                {!period.endedAt && <Tag color="error">{t('workOrders.downtime.stillDown')}</Tag>}
              </span>
              <Typography.Text type="secondary">
                {formatMinutes(t, period.minutes, i18n.language)} · <span dir="auto">{period.reason}</span>
              </Typography.Text>
            </Flex>
            {canWork && (
              <Flex gap={8}>
                {!period.endedAt && (
                  <Button
                    size="small"
                    onClick={() => void run(() => end(period.id, new Date().toISOString()))}
                    data-testid="wo-downtime-end-now"
                  >
                    {t('workOrders.downtime.end')}
                  </Button>
                )}
                <Button
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('workOrders.downtime.remove')}
                  title={t('workOrders.downtime.remove')}
                  onClick={() => void onRemove(period)}
                  data-testid="wo-downtime-remove"
                />
              </Flex>
            )}
          </Flex>
        ))}
        {canWork && (
          <div>
            <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="wo-downtime-add">
              {t('workOrders.downtime.add')}
            </Button>
          </div>
        )}
      </Flex>
      {adding && <AddDowntimeModal workOrderId={id} onClose={() => setAdding(false)} />}
    </section>
  );
}

import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LabourPanel_WorkOrderFragment } from '../../../../__generated__/graphql';
import { useFormat } from '../../../../lib/format/useFormat';
import { formatMinutes } from '../../model/duration';
import { RunningClock } from './RunningClock';

export type LabourLine = LabourPanel_WorkOrderFragment['labour'][number];

/** One entry: who, when, how long (or a running clock), the note and what it cost. */
export function LabourEntryRow({ entry, onDelete }: { entry: LabourLine; onDelete?: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (
    <Flex vertical gap={2} data-testid="wo-labour-entry" data-running={entry.running}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text strong>{entry.person?.name ?? t('workOrders.labour.deletedPerson')}</Typography.Text>
        <Flex gap={8} align="center">
          {entry.running ? (
            <Tag color="processing">
              {t('workOrders.labour.running')} <RunningClock since={entry.startedAt} />
            </Tag>
          ) : (
            <Typography.Text data-testid="wo-labour-minutes">
              {formatMinutes(t, entry.minutes ?? 0, i18n.language)}
            </Typography.Text>
          )}
          <Typography.Text data-testid="wo-labour-cost">
            {entry.cost === null || entry.cost === undefined ? '—' : format.money(entry.cost)}
          </Typography.Text>
          {onDelete && (
            <Button
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('workOrders.labour.delete')}
              title={t('workOrders.labour.delete')}
              onClick={onDelete}
              data-testid="wo-labour-delete"
            />
          )}
        </Flex>
      </Flex>
      <Typography.Text type="secondary">
        {entry.endedAt
          ? `${format.dateTime(entry.startedAt)} – ${format.dayTime(entry.endedAt)}`
          : format.dateTime(entry.startedAt)}
        {entry.hourlyRate === null || entry.hourlyRate === undefined
          ? ''
          : ` · ${t('workOrders.labour.rate', { rate: format.money(entry.hourlyRate) })}`}
      </Typography.Text>
      {entry.note && <span dir="auto">{entry.note}</span>}
    </Flex>
  );
}

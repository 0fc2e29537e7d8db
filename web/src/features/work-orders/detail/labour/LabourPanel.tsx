import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Empty, Flex } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../../__generated__';
import { getStoredUser } from '../../../../lib/auth/session';
import { useDeleteLabourEntry } from '../../api/useDeleteLabourEntry';
import { useRunWrite } from '../useRunWrite';
import { LabourEntryRow, type LabourLine } from './LabourEntryRow';
import { LabourPanel_workOrder } from './labourFragment';
import { LabourTimer } from './LabourTimer';
import { LogLabourModal } from './LogLabourModal';

interface LabourPanelProps {
  order: FragmentType<typeof LabourPanel_workOrder>;
  /** The order is open and the user works it: logs time and runs a timer. */
  canWork: boolean;
  /** The user manages the order: logs and deletes anyone's time. */
  canManage: boolean;
}

/** Time spent on the order: each entry with its cost, my timer, and logging time after the fact. */
export function LabourPanel({ order, canWork, canManage }: LabourPanelProps) {
  const { t } = useTranslation();
  const run = useRunWrite();
  const remove = useDeleteLabourEntry();
  const { id, assignees, labour } = getFragmentData(LabourPanel_workOrder, order);
  const [logging, setLogging] = useState(false);
  const me = getStoredUser();
  const mine = labour.find((entry) => entry.running && entry.person?.id === me?.id);
  // A manager picks among the order's people and themselves; a technician logs their own time.
  const people = me && !assignees.some((person) => person.id === me.id) ? [...assignees, me] : assignees;

  const onDelete = (entry: LabourLine) =>
    run(() => remove(entry.id), {
      title: t('workOrders.labour.deleteTitle'),
      message: entry.person?.name ?? '',
      label: t('workOrders.labour.delete'),
    });

  return (
    <Flex vertical gap={8} data-testid="wo-labour">
      {canWork && (
        <Flex gap={8} wrap justify="space-between">
          <LabourTimer workOrderId={id} running={mine ?? null} />
          <Button icon={<PlusOutlined />} onClick={() => setLogging(true)} data-testid="wo-labour-log">
            {t('workOrders.labour.log')}
          </Button>
        </Flex>
      )}
      {labour.length === 0 && <Empty description={t('workOrders.labour.empty')} />}
      {labour.map((entry, index) => (
        <Fragment key={entry.id}>
          {index > 0 && <Divider style={{ margin: '4px 0' }} />}
          <LabourEntryRow
            entry={entry}
            onDelete={canWork && (canManage || entry.person?.id === me?.id) ? () => void onDelete(entry) : undefined}
          />
        </Fragment>
      ))}
      {logging && (
        <LogLabourModal workOrderId={id} people={canManage ? people : undefined} onClose={() => setLogging(false)} />
      )}
    </Flex>
  );
}

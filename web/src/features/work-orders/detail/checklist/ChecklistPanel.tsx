import { App, Divider, Empty, Flex } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../../components/confirm/useConfirm';
import { getFragmentData, type FragmentType } from '../../../../__generated__';
import { serverError, useServerErrorText } from '../../../../lib/apollo/serverError';
import { useOpenCorrective } from '../../api/useOpenCorrective';
import { useRemoveChecklistItem } from '../../api/useRemoveChecklistItem';
import { AddChecklistItem } from './AddChecklistItem';
import { ChecklistItemRow } from './ChecklistItemRow';
import { ChecklistPanel_workOrder } from './checklistFragment';
import { OpenCorrectiveModal } from './OpenCorrectiveModal';

interface ChecklistPanelProps {
  order: FragmentType<typeof ChecklistPanel_workOrder>;
  /** The order is open and the user works it: ticks items, opens corrective orders. */
  canWork: boolean;
  /** The order is open and the user manages it: adds and removes items. */
  canManage: boolean;
}

/** The order's checklist: tick each step, note it, and open a repair from a failed one (the item then links to it). */
export function ChecklistPanel({ order, canWork, canManage }: ChecklistPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const confirm = useConfirm();
  const remove = useRemoveChecklistItem();
  const openCorrective = useOpenCorrective();
  const { id, farmId, checklist } = getFragmentData(ChecklistPanel_workOrder, order);
  const [failedId, setFailedId] = useState<string | null>(null);
  // The item as the cache has it now: a note saved just before the dialog opened may land after.
  const failed = checklist.find((item) => item.id === failedId);

  async function onRemove(item: (typeof checklist)[number]) {
    const ok = await confirm({
      title: t('workOrders.checklist.removeTitle'),
      message: item.text,
      actions: { confirm: { label: t('workOrders.checklist.remove') } },
    });
    if (!ok) return;
    try {
      await remove(item.id);
    } catch (error) {
      void message.error(errorText(serverError(error)));
    }
  }

  return (
    <Flex vertical gap={8} data-testid="checklist">
      {checklist.length === 0 && <Empty description={t('workOrders.checklist.empty')} />}
      {checklist.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider style={{ margin: '4px 0' }} />}
          <ChecklistItemRow
            item={item}
            workOrderId={id}
            farmId={farmId}
            canWork={canWork}
            onRemove={canManage && !item.correctiveOrder ? () => void onRemove(item) : undefined}
            onOpenCorrective={() => setFailedId(item.id)}
          />
        </Fragment>
      ))}
      {canManage && <AddChecklistItem workOrderId={id} />}
      {failed && (
        <OpenCorrectiveModal
          item={failed}
          // The item then links to the new order; the technician goes on with the checklist.
          onSubmit={(input) => openCorrective(failed.id, input)}
          onClose={() => setFailedId(null)}
        />
      )}
    </Flex>
  );
}

import { DeleteOutlined, MessageOutlined, ToolOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChecklistPanel_WorkOrderFragment, ChecklistResult } from '../../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../../lib/apollo/serverError';
import { useFormat } from '../../../../lib/format/useFormat';
import { useRecordChecklistResult } from '../../api/useRecordChecklistResult';
import { AddPhotoButton } from '../photos/AddPhotoButton';
import { PhotoThumbnails } from '../photos/PhotoThumbnails';

type Item = ChecklistPanel_WorkOrderFragment['checklist'][number];

const RESULTS: ChecklistResult[] = ['PASS', 'FAIL', 'NA'];
const NOTE_MAX = 10_000;

interface ChecklistItemRowProps {
  item: Item;
  workOrderId: string;
  /** The order's farm, which its photos belong to. */
  farmId: string;
  /** The order is open and the user works it (an assignee or a manager). */
  canWork: boolean;
  /** Managers remove items (not one a corrective order came from). */
  onRemove?: () => void;
  onOpenCorrective: () => void;
}

/** One step: its text, pass / fail / n.a. buttons big enough for a thumb, a note, photos, and what a failure opened. */
export function ChecklistItemRow(props: ChecklistItemRowProps) {
  const { item, workOrderId, farmId, canWork, onRemove, onOpenCorrective } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const record = useRecordChecklistResult();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Whether the server took it. Only the note's own save closes the note: a result tapped
   * just before opening the note must not close it when its answer comes back. */
  async function save(result: ChecklistResult | null, text: string | null): Promise<boolean> {
    setBusy(true);
    try {
      await record(item.id, result, text?.trim() || null);
      return true;
    } catch (error) {
      void message.error(errorText(serverError(error)));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function saveNote(text: string) {
    if (await save(item.result ?? null, text)) setNote(null);
  }

  return (
    <Flex vertical gap={8} data-testid="checklist-item" data-result={item.result ?? ''}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Typography.Text strong>{item.text}</Typography.Text>
        <Flex gap={4} wrap>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={item.result ?? undefined}
            disabled={!canWork || busy}
            options={RESULTS.map((result) => ({ value: result, label: t(`workOrders.checklist.result.${result}`) }))}
            onChange={(event) => void save(event.target.value as ChecklistResult, item.note ?? null)}
            data-testid="checklist-result"
          />
          {canWork && item.result && (
            <Button type="text" onClick={() => void save(null, item.note ?? null)} data-testid="checklist-clear">
              {t('workOrders.checklist.clear')}
            </Button>
          )}
          {canWork && (
            <Button
              icon={<MessageOutlined />}
              aria-label={t('workOrders.checklist.note')}
              title={t('workOrders.checklist.note')}
              onClick={() => setNote(note === null ? (item.note ?? '') : null)}
              data-testid="checklist-note-toggle"
            />
          )}
          {canWork && (
            <AddPhotoButton
              compact
              workOrderId={workOrderId}
              farmId={farmId}
              checklistItemId={item.id}
              testId="checklist-photo-add"
            />
          )}
          {onRemove && (
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={t('workOrders.checklist.remove')}
              title={t('workOrders.checklist.remove')}
              onClick={onRemove}
              data-testid="checklist-remove"
            />
          )}
        </Flex>
      </Flex>
      {note !== null ? (
        <Flex gap={8}>
          <Input.TextArea
            autoSize
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-label={t('workOrders.checklist.note')}
            data-testid="checklist-note"
          />
          <Button loading={busy} onClick={() => void saveNote(note)} data-testid="checklist-note-save">
            {t('workOrders.form.save')}
          </Button>
        </Flex>
      ) : (
        item.note && <Typography.Text type="secondary">{item.note}</Typography.Text>
      )}
      <PhotoThumbnails workOrderId={workOrderId} photos={item.photos} canRemove={canWork} size={64} />
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text type="secondary">
          {item.doneBy && item.doneAt
            ? t('workOrders.timeline.byAt', { who: item.doneBy.name, when: format.dateTime(item.doneAt) })
            : ''}
        </Typography.Text>
        {item.correctiveOrder ? (
          <Link to={`/work-orders/${item.correctiveOrder.id}`} data-testid="checklist-corrective-link">
            {t('workOrders.checklist.openedOrder', { number: item.correctiveOrder.number })}
          </Link>
        ) : (
          item.result === 'FAIL' &&
          canWork && (
            <Button icon={<ToolOutlined />} onClick={onOpenCorrective} data-testid="checklist-open-corrective">
              {t('workOrders.checklist.openCorrective')}
            </Button>
          )
        )}
      </Flex>
    </Flex>
  );
}

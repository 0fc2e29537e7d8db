import { Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartsPanel_WorkOrderFragment } from '../../../../__generated__/graphql';
import { useReturnWorkOrderPart } from '../../api/useReturnWorkOrderPart';
import { useSetWorkOrderPartPlan } from '../../api/useSetWorkOrderPartPlan';
import { useUseWorkOrderPart } from '../../api/useUseWorkOrderPart';
import { ActionModal } from '../ActionModal';
import { PART_NOTE_MAX, QUANTITY_MAX, useQuantityRules } from './quantityRules';

export type PartLine = PartsPanel_WorkOrderFragment['parts'][number];
/** What the dialog does with the quantity: issue it, bring it back, or plan it instead. */
export type PartMove = 'use' | 'return' | 'change';

interface PartQuantityModalProps {
  workOrderId: string;
  line: PartLine;
  move: PartMove;
  onClose: () => void;
}

interface Values {
  quantity: number;
  note?: string;
}

/** Asks how many to use, return or plan; the store's refusal (not enough available, more than used) stays in the dialog. */
export function PartQuantityModal({ workOrderId, line, move, onClose }: PartQuantityModalProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const [form] = Form.useForm<Values>();
  const writes = { use: useUseWorkOrderPart(), return: useReturnWorkOrderPart() };
  const changePlan = useSetWorkOrderPartPlan();
  const quantityRules = useQuantityRules(move === 'change');
  // One id per dialog: the stock movement takes it, so a double tap moves the parts once.
  const [id] = useState(() => crypto.randomUUID());
  const name = `${line.part.partNumber} — ${line.part.name}`;
  const suggested = { use: line.reservedQuantity || 1, return: line.usedQuantity, change: line.plannedQuantity }[move];

  function submit({ quantity, note }: Values) {
    if (move === 'change') return changePlan(line.id, quantity);
    return writes[move](workOrderId, { id, partId: line.part.id, quantity, note: note?.trim() || null });
  }

  return (
    <ActionModal<Values>
      title={t(`workOrders.parts.dialog.${move}`, { part: name })}
      okText={t(`workOrders.parts.${move}`)}
      form={form}
      initialValues={{ quantity: suggested }}
      onSubmit={submit}
      onClose={onClose}
      testId={`wo-part-${move}`}
    >
      <Typography.Paragraph type="secondary">
        {t('workOrders.parts.stockNow', {
          onHand: number.format(line.part.quantityOnHand),
          available: number.format(line.part.available),
        })}
      </Typography.Paragraph>
      <Form.Item name="quantity" label={t('workOrders.parts.quantity')} rules={quantityRules}>
        <InputNumber min={0} max={QUANTITY_MAX} style={{ width: '100%' }} data-testid={`wo-part-${move}-quantity`} />
      </Form.Item>
      {move !== 'change' && (
        <Form.Item name="note" label={t('workOrders.fields.note')}>
          <Input maxLength={PART_NOTE_MAX} />
        </Form.Item>
      )}
    </ActionModal>
  );
}

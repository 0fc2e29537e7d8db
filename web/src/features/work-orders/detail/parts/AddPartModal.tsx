import { Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartSelect } from '../../../../components/part-select/PartSelect';
import { usePlanWorkOrderPart } from '../../api/usePlanWorkOrderPart';
import { useUseWorkOrderPart } from '../../api/useUseWorkOrderPart';
import { ActionModal } from '../ActionModal';
import { PART_NOTE_MAX, QUANTITY_MAX, useQuantityRules } from './quantityRules';

/** Plan a part (the store reserves it) or use one at once, without a plan. */
export type AddPartAction = 'plan' | 'use';

interface AddPartModalProps {
  action: AddPartAction;
  workOrderId: string;
  farmId: string;
  onOrder: readonly string[];
  onClose: () => void;
}

interface Values {
  partId: string;
  quantity: number;
  note?: string;
}

// The store's refusals about the quantity belong under it; the rest shows above the form.
const QUANTITY_REFUSALS = ['notEnoughToReserve', 'notEnoughAvailable', 'notEnoughStock'];
const FIELD_OF_KEY = Object.fromEntries(QUANTITY_REFUSALS.map((key) => [key, 'quantity']));

/** Picks a part of the farm not on the order yet and how many, then plans it or uses it now. */
export function AddPartModal({ action, workOrderId, farmId, onOrder, onClose }: AddPartModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const writes = { plan: usePlanWorkOrderPart(), use: useUseWorkOrderPart() };
  const quantityRules = useQuantityRules();
  // One id per dialog: a double tap on OK plans the part, or moves the stock, once.
  const [id] = useState(() => crypto.randomUUID());
  const using = action === 'use';

  function submit({ partId, quantity, note }: Values) {
    if (!using) return writes.plan(workOrderId, { id, partId, quantity });
    return writes.use(workOrderId, { id, partId, quantity, note: note?.trim() || null });
  }

  return (
    <ActionModal<Values>
      title={t(using ? 'workOrders.parts.useOtherTitle' : 'workOrders.parts.planTitle')}
      okText={t(using ? 'workOrders.parts.use' : 'workOrders.parts.plan')}
      form={form}
      initialValues={{ quantity: 1 }}
      onSubmit={submit}
      onClose={onClose}
      fieldOfKey={FIELD_OF_KEY}
      testId={using ? 'wo-use-part' : 'wo-plan-part'}
    >
      {using && <Typography.Paragraph type="secondary">{t('workOrders.parts.useOtherHint')}</Typography.Paragraph>}
      <Form.Item
        name="partId"
        label={t('workOrders.fields.part')}
        rules={[{ required: true, message: t('workOrders.form.required') }]}
      >
        <PartSelect farmId={farmId} exclude={onOrder} />
      </Form.Item>
      <Form.Item name="quantity" label={t('workOrders.parts.quantity')} rules={quantityRules}>
        <InputNumber
          min={0}
          max={QUANTITY_MAX}
          step={1}
          style={{ width: '100%' }}
          data-testid={`${using ? 'wo-use-part' : 'wo-plan-part'}-quantity`}
        />
      </Form.Item>
      {using && (
        <Form.Item name="note" label={t('workOrders.fields.note')}>
          <Input maxLength={PART_NOTE_MAX} data-testid="wo-use-part-note" />
        </Form.Item>
      )}
    </ActionModal>
  );
}

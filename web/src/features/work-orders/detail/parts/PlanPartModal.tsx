import { Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanWorkOrderPart } from '../../api/usePlanWorkOrderPart';
import { ActionModal } from '../ActionModal';
import { PartSelect } from './PartSelect';
import { QUANTITY_MAX, useQuantityRules } from './quantityRules';

interface PlanPartModalProps {
  workOrderId: string;
  farmId: string;
  onOrder: readonly string[];
  onClose: () => void;
}

interface Values {
  partId: string;
  quantity: number;
}

/** Plans a part on the order: the store reserves it, or says how many are available. */
export function PlanPartModal({ workOrderId, farmId, onOrder, onClose }: PlanPartModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const plan = usePlanWorkOrderPart();
  const quantityRules = useQuantityRules();
  // One id per dialog: a double tap on OK plans the part once.
  const [id] = useState(() => crypto.randomUUID());
  return (
    <ActionModal<Values>
      title={t('workOrders.parts.planTitle')}
      okText={t('workOrders.parts.plan')}
      form={form}
      initialValues={{ quantity: 1 }}
      onSubmit={(values) => plan(workOrderId, { id, partId: values.partId, quantity: values.quantity })}
      onClose={onClose}
      testId="wo-plan-part"
    >
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
          data-testid="wo-plan-part-quantity"
        />
      </Form.Item>
    </ActionModal>
  );
}

import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useActiveFarm } from '../../../lib/farm/farmStore';
import { useStockMovement, type StockAction, type StockMovementValues } from '../hooks/useStockMovement';
import { quantityError, reasonError } from '../lib/movementRules';

interface MovementModalProps {
  partId: string;
  action: StockAction;
  onClose: () => void;
}

/** Receive, adjust or issue stock; the server's refusal (e.g. not enough stock) shows in the form. */
export function MovementModal({ partId, action, onClose }: MovementModalProps) {
  const { t } = useTranslation();
  const currency = useActiveFarm()?.currency;
  const errorText = useServerErrorText();
  const [form] = Form.useForm<StockMovementValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const { run, saving } = useStockMovement(partId);
  // Rules return translation keys so that they are unit-tested without antd.
  const check = (error: string | null) => (error ? Promise.reject(new Error(t(error))) : Promise.resolve());

  const submit = async (values: StockMovementValues) => {
    setFailure(null);
    try {
      await run(action, values);
      onClose();
    } catch (error) {
      const found = serverError(error);
      setFailure(found.code === 'NETWORK' ? t('inventory.saveFailed') : errorText(found));
    }
  };

  return (
    <Modal
      open
      title={t(`inventory.actions.${action}`)}
      okText={t('inventory.save')}
      cancelText={t('inventory.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'movement-save' }}
      data-testid="movement-form"
      destroyOnHidden
    >
      {failure && (
        <Alert type="error" title={failure} showIcon style={{ marginBlockEnd: 16 }} data-testid="movement-error" />
      )}
      <Form<StockMovementValues> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="quantity"
          label={t(action === 'adjust' ? 'inventory.movement.signedQuantity' : 'inventory.movement.quantity')}
          rules={[{ validator: (_, value: number | null) => check(quantityError(action, value)) }]}
        >
          <InputNumber
            style={{ width: '100%' }}
            min={action === 'adjust' ? undefined : 0}
            autoFocus
            data-testid="movement-quantity-input"
          />
        </Form.Item>
        {action === 'receive' && (
          <Form.Item
            name="unitCost"
            label={t('inventory.fields.unitCost')}
            rules={[{ type: 'number', min: 0, message: t('inventory.validation.notNegative') }]}
          >
            <InputNumber
              style={{ width: '100%' }}
              min={0}
              step={0.01}
              suffix={currency}
              data-testid="movement-unit-cost"
            />
          </Form.Item>
        )}
        <Form.Item
          name="note"
          label={t(action === 'adjust' ? 'inventory.movement.reason' : 'inventory.movement.note')}
          rules={
            action === 'adjust'
              ? [{ validator: (_, value: string | null) => check(reasonError(value)) }]
              : [{ max: 500 }]
          }
        >
          <Input.TextArea rows={2} maxLength={500} data-testid="movement-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

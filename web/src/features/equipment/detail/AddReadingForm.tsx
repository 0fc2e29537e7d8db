import { Button, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useRecordMeterReading } from '../api/useRecordMeterReading';

/** "Add reading": the server refuses a value below the last one, and its message shows under the input. */
export function AddReadingForm({ equipmentId, unit }: { equipmentId: string; unit: string }) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [form] = Form.useForm<{ value: number }>();
  const [saving, setSaving] = useState(false);
  const record = useRecordMeterReading();

  async function submit({ value }: { value: number }) {
    setSaving(true);
    try {
      await record(equipmentId, value);
      form.resetFields();
    } catch (error) {
      form.setFields([{ name: 'value', errors: [errorText(serverError(error))] }]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form form={form} layout="inline" onFinish={submit} data-testid="equipment-reading-form">
      <Form.Item
        name="value"
        rules={[
          { required: true, message: t('equipment.form.required') },
          { type: 'number', min: 0, message: t('equipment.form.nonNegative') },
        ]}
      >
        <InputNumber
          placeholder={t('equipment.readings.value')}
          suffix={unit}
          style={{ width: 180 }}
          data-testid="equipment-reading-value"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="equipment-reading-add">
        {t('equipment.readings.add')}
      </Button>
    </Form>
  );
}

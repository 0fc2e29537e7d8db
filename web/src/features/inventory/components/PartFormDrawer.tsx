import { Alert, Button, Drawer, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useActiveFarm } from '../../../lib/farm/farmStore';
import { useEquipmentOptions } from '../api/useEquipmentOptions';
import { useSavePart } from '../hooks/useSavePart';
import type { PartFormValues } from '../lib/toPartInput';
import { PART_UNITS } from '../lib/partUnits';

interface PartFormDrawerProps {
  farmId: string;
  /** The part being edited with its current values; absent to create one. */
  part?: { id: string; initial: PartFormValues };
  onClose: () => void;
  onSaved?: (id: string) => void;
}

/** Create or edit a part; a duplicate part number (CONFLICT) is shown on its field. */
export function PartFormDrawer({ farmId, part, onClose, onSaved }: PartFormDrawerProps) {
  const { t, i18n } = useTranslation();
  const currency = useActiveFarm()?.currency;
  const errorText = useServerErrorText();
  const [form] = Form.useForm<PartFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const { save, saving } = useSavePart(farmId, part?.id);
  const equipment = useEquipmentOptions(farmId, false);
  const required = { required: true, whitespace: true, message: t('inventory.validation.required') };
  const amount = { type: 'number' as const, min: 0, message: t('inventory.validation.notNegative') };

  const submit = async (values: PartFormValues) => {
    setFailure(null);
    try {
      const id = await save(values);
      onClose();
      if (id) onSaved?.(id);
    } catch (error) {
      const found = serverError(error);
      if (found.code === 'CONFLICT') form.setFields([{ name: 'partNumber', errors: [errorText(found)] }]);
      else setFailure(found.code === 'NETWORK' ? t('inventory.saveFailed') : errorText(found));
    }
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={part ? t('inventory.editPart') : t('inventory.newPart')}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={480}
      data-testid="part-form"
      extra={
        <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="part-save">
          {t('inventory.save')}
        </Button>
      }
    >
      {failure && (
        <Alert type="error" title={failure} showIcon style={{ marginBlockEnd: 16 }} data-testid="part-form-error" />
      )}
      <Form<PartFormValues>
        form={form}
        layout="vertical"
        initialValues={
          part?.initial ?? { unit: 'PCS', minQuantity: 0, reorderQuantity: 0, unitCost: 0, compatibleEquipmentIds: [] }
        }
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="partNumber" label={t('inventory.fields.partNumber')} rules={[required, { max: 60 }]}>
          <Input data-testid="field-partNumber" />
        </Form.Item>
        <Form.Item name="name" label={t('inventory.fields.name')} rules={[required, { max: 200 }]}>
          <Input data-testid="field-name" />
        </Form.Item>
        <Form.Item name="category" label={t('inventory.fields.category')} rules={[{ max: 100 }]}>
          <Input data-testid="field-category" />
        </Form.Item>
        <Form.Item
          name="unit"
          label={t('inventory.fields.unit')}
          rules={[{ required: true, message: t('inventory.validation.required') }]}
        >
          <Select
            data-testid="field-unit"
            options={PART_UNITS.map((unit) => ({ value: unit, label: t(`inventory.units.${unit}`) }))}
          />
        </Form.Item>
        <Form.Item name="minQuantity" label={t('inventory.fields.minQuantity')} rules={[amount]}>
          <InputNumber min={0} style={{ width: '100%' }} data-testid="field-minQuantity" />
        </Form.Item>
        <Form.Item name="reorderQuantity" label={t('inventory.fields.reorderQuantity')} rules={[amount]}>
          <InputNumber min={0} style={{ width: '100%' }} data-testid="field-reorderQuantity" />
        </Form.Item>
        <Form.Item name="unitCost" label={t('inventory.fields.unitCost')} rules={[amount]}>
          <InputNumber min={0} step={0.01} style={{ width: '100%' }} suffix={currency} data-testid="field-unitCost" />
        </Form.Item>
        <Form.Item name="storageLocation" label={t('inventory.fields.storageLocation')} rules={[{ max: 200 }]}>
          <Input data-testid="field-storageLocation" />
        </Form.Item>
        <Form.Item name="supplier" label={t('inventory.fields.supplier')} rules={[{ max: 200 }]}>
          <Input data-testid="field-supplier" />
        </Form.Item>
        <Form.Item name="compatibleEquipmentIds" label={t('inventory.fields.compatibleEquipment')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            loading={equipment.loading}
            options={equipment.options}
            data-testid="field-compatibleEquipment"
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

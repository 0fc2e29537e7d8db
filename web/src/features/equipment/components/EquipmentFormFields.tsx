import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentOverview_EquipmentFragment as Machine } from '../../../__generated__/graphql';
import { useActiveFarm } from '../../../lib/farm/farmStore';
import { CATEGORIES, CRITICALITIES, METER_UNITS, STATUSES } from '../model/enums';
import type { EquipmentFormValues } from '../model/formValues';
import { MachineSelect } from '../../../components/machine-select/MachineSelect';

interface EquipmentFormFieldsProps {
  form: FormInstance<EquipmentFormValues>;
  farmId: string;
  /** The machine being edited; undefined when creating. */
  machine?: Machine;
}

/** The drawer's inputs with the same limits the server checks, so most mistakes never leave the browser. */
export function EquipmentFormFields({ form, farmId, machine }: EquipmentFormFieldsProps) {
  const { t } = useTranslation();
  const currency = useActiveFarm()?.currency;
  const label = (name: string) => t(`equipment.fields.${name}`);
  const required = { required: true, whitespace: true, message: t('equipment.form.required') };
  const options = <T extends string>(group: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`equipment.${group}.${value}`) }));
  const text = (name: keyof EquipmentFormValues, max: number) => (
    <Form.Item name={name} label={label(name)} rules={[{ max, message: t('equipment.form.tooLong', { max }) }]}>
      <Input />
    </Form.Item>
  );
  const meterUnit = Form.useWatch('meterUnit', form);
  // Readings are numbers in the machine's unit; the server refuses to change it under them.
  const unitFixed = !!machine?.lastReading.length;
  const purchaseDate = Form.useWatch('purchaseDate', form);
  const half = (node: ReactNode) => (
    <Col xs={24} sm={12}>
      {node}
    </Col>
  );
  return (
    <Row gutter={16}>
      {half(
        <Form.Item
          name="code"
          label={label('code')}
          rules={[required, { max: 40, message: t('equipment.form.tooLong', { max: 40 }) }]}
        >
          <Input />
        </Form.Item>,
      )}
      {half(
        <Form.Item
          name="name"
          label={label('name')}
          rules={[required, { max: 200, message: t('equipment.form.tooLong', { max: 200 }) }]}
        >
          <Input />
        </Form.Item>,
      )}
      {half(
        <Form.Item
          name="category"
          label={label('category')}
          rules={[{ required: true, message: t('equipment.form.required') }]}
        >
          <Select options={options('category', CATEGORIES)} />
        </Form.Item>,
      )}
      {half(text('location', 200))}
      {half(text('make', 100))}
      {half(text('model', 100))}
      {half(text('serialNumber', 100))}
      {half(
        <Form.Item
          name="year"
          label={label('year')}
          rules={[{ type: 'integer', min: 1900, max: 2100, message: t('equipment.form.yearRange') }]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="status" label={label('status')}>
          <Select options={options('status', STATUSES)} />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="criticality" label={label('criticality')}>
          <Select options={options('criticality', CRITICALITIES)} />
        </Form.Item>,
      )}
      <Col span={24}>
        <Form.Item name="parentId" label={label('parent')}>
          <MachineSelect farmId={farmId} exclude={machine ? [machine.id] : []} current={machine?.parent} />
        </Form.Item>
      </Col>
      {half(
        <Form.Item
          name="meterUnit"
          label={label('meterUnit')}
          extra={unitFixed ? t('equipment.form.meterUnitFixed') : undefined}
        >
          <Select options={options('meterUnit', METER_UNITS)} disabled={unitFixed} />
        </Form.Item>,
      )}
      {half(
        !machine && meterUnit !== 'NONE' && (
          <Form.Item
            name="meterValue"
            label={label('initialMeter')}
            rules={[{ type: 'number', min: 0, message: t('equipment.form.nonNegative') }]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        ),
      )}
      {half(
        <Form.Item name="purchaseDate" label={label('purchaseDate')}>
          <Input type="date" min="1900-01-01" max="2100-12-31" />
        </Form.Item>,
      )}
      {half(
        <Form.Item
          name="purchaseCost"
          label={label('purchaseCost')}
          rules={[{ type: 'number', min: 0, message: t('equipment.form.nonNegative') }]}
        >
          <InputNumber style={{ width: '100%' }} suffix={currency} />
        </Form.Item>,
      )}
      {half(
        <Form.Item
          name="warrantyEnd"
          label={label('warrantyEnd')}
          dependencies={['purchaseDate']}
          rules={[
            {
              validator: async (_, value?: string) => {
                if (value && purchaseDate && value < purchaseDate)
                  throw new Error(t('equipment.form.warrantyBeforePurchase'));
              },
            },
          ]}
        >
          <Input type="date" min="1900-01-01" max="2100-12-31" />
        </Form.Item>,
      )}
      <Col span={24}>
        <Form.Item
          name="notes"
          label={label('notes')}
          rules={[{ max: 10_000, message: t('equipment.form.tooLong', { max: 10_000 }) }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Col>
    </Row>
  );
}

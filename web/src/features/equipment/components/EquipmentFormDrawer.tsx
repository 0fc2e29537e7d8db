import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer/FormDrawer';
import type { EquipmentOverview_EquipmentFragment as Machine } from '../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useCreateEquipment } from '../api/useCreateEquipment';
import { useUpdateEquipment } from '../api/useUpdateEquipment';
import { NEW_EQUIPMENT, toCreateInput, toUpdateInput, type EquipmentFormValues } from '../model/formValues';
import { EquipmentFormFields } from './EquipmentFormFields';

interface EquipmentFormDrawerProps {
  farmId: string;
  /** The machine to edit; without it the drawer creates one. */
  machine?: Machine;
  onClose: () => void;
  onSaved?: (id: string) => void;
}

const FIELDS = new Set([
  'code',
  'name',
  'category',
  'make',
  'model',
  'serialNumber',
  'year',
  'location',
  'parentId',
  'meterUnit',
  'meterValue',
  'purchaseDate',
  'purchaseCost',
  'warrantyEnd',
  'notes',
]);

/** Create or edit a machine; the server's objections land on the field they concern. */
export function EquipmentFormDrawer({ farmId, machine, onClose, onSaved }: EquipmentFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EquipmentFormValues>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateEquipment();
  const update = useUpdateEquipment();
  const errorText = useServerErrorText();
  const initialValues = machine ? { ...machine, parentId: machine.parent?.id ?? null } : NEW_EQUIPMENT;

  async function submit(values: EquipmentFormValues) {
    setSaving(true);
    setFormError(null);
    try {
      const id = machine
        ? (await update(machine.id, toUpdateInput(values)), machine.id)
        : await create(toCreateInput(farmId, values));
      onClose();
      if (id) onSaved?.(id);
    } catch (error) {
      const found = serverError(error);
      const text = errorText(found);
      const target = found.code === 'CONFLICT' ? 'code' : found.field && FIELDS.has(found.field) ? found.field : null;
      if (target) form.setFields([{ name: target as keyof EquipmentFormValues, errors: [text] }]);
      else setFormError(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDrawer
      title={t(machine ? 'equipment.form.editTitle' : 'equipment.form.createTitle')}
      testId="equipment-form"
      cancelLabel={t('equipment.form.cancel')}
      saveLabel={t('equipment.form.save')}
      saving={saving}
      error={formError}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form<EquipmentFormValues>
        form={form}
        name="equipment-form"
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
      >
        <EquipmentFormFields form={form} farmId={farmId} machine={machine} />
      </Form>
    </FormDrawer>
  );
}

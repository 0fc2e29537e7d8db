import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenCorrectiveInput } from '../../../../__generated__/graphql';
import { PRIORITIES } from '../../model/enums';
import { TITLE_MAX } from '../../model/formRules';
import { EquipmentDownItem } from '../../form/EquipmentDownItem';
import { ActionModal } from '../ActionModal';

interface OpenCorrectiveModalProps {
  /** The failed item: its text and note start the new order's title and description. */
  item: { text: string; note?: string | null };
  onSubmit: (input: OpenCorrectiveInput) => Promise<unknown>;
  onClose: () => void;
}

/** A corrective order for the same machine from a failed item, in one step; the server links the two. */
export function OpenCorrectiveModal({ item, onSubmit, onClose }: OpenCorrectiveModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OpenCorrectiveInput>();
  // One id per dialog: a repeat opens nothing more.
  const [id] = useState(() => crypto.randomUUID());
  // The item's note can reach the cache after the dialog opened (its save's answer, or a
  // refetch overtaking it): follow it until the person edits the description themselves.
  // setFields, not setFieldValue, which would count as that edit and stop the following.
  useEffect(() => {
    if (!form.isFieldTouched('description')) form.setFields([{ name: 'description', value: item.note ?? '' }]);
  }, [form, item.note]);
  return (
    <ActionModal
      form={form}
      title={t('workOrders.checklist.openCorrective')}
      okText={t('workOrders.checklist.openCorrective')}
      initialValues={{
        title: item.text.slice(0, TITLE_MAX),
        description: item.note ?? '',
        priority: 'HIGH',
        equipmentDown: false,
      }}
      onSubmit={(values) =>
        onSubmit({ ...values, id, title: values.title?.trim(), description: values.description?.trim() || null })
      }
      onClose={onClose}
      testId="wo-open-corrective-dialog"
    >
      <Form.Item
        name="title"
        label={t('workOrders.fields.title')}
        rules={[
          {
            required: true,
            whitespace: true,
            max: TITLE_MAX,
            message: t('workOrders.form.tooLong', { max: TITLE_MAX }),
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="description" label={t('workOrders.fields.description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="priority" label={t('workOrders.fields.priority')}>
        <Select options={PRIORITIES.map((value) => ({ value, label: t(`workOrders.priority.${value}`) }))} />
      </Form.Item>
      <EquipmentDownItem testId="wo-open-corrective-down" />
    </ActionModal>
  );
}

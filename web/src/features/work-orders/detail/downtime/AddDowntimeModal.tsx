import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput } from '../../../../lib/forms/localDateTime';
import { useAddDowntime } from '../../api/useAddDowntime';
import { ActionModal } from '../ActionModal';

const REASON_MAX = 500;

interface Values {
  startedAt: string;
  endedAt?: string;
  reason: string;
}

/** Records when the machine stopped (and, if it runs again, when), with why. */
export function AddDowntimeModal({ workOrderId, onClose }: { workOrderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useAddDowntime();
  // One id per dialog: a double tap records the period once.
  const [id] = useState(() => crypto.randomUUID());
  const required = { required: true, message: t('workOrders.form.required') };
  return (
    <ActionModal<Values>
      title={t('workOrders.downtime.addTitle')}
      okText={t('workOrders.downtime.add')}
      form={form}
      initialValues={{ startedAt: toLocalInput(new Date().toISOString()) }}
      onSubmit={(values) =>
        add(workOrderId, {
          id,
          startedAt: fromLocalInput(values.startedAt) ?? '',
          endedAt: fromLocalInput(values.endedAt),
          reason: values.reason.trim(),
        })
      }
      onClose={onClose}
      testId="wo-add-downtime"
    >
      <Form.Item name="startedAt" label={t('workOrders.downtime.startedAt')} rules={[required]}>
        <Input type="datetime-local" data-testid="wo-downtime-start" />
      </Form.Item>
      <Form.Item name="endedAt" label={t('workOrders.downtime.endedAt')} extra={t('workOrders.downtime.endHint')}>
        <Input type="datetime-local" data-testid="wo-downtime-end" />
      </Form.Item>
      <Form.Item name="reason" label={t('workOrders.fields.reason')} rules={[{ ...required, whitespace: true }]}>
        <Input maxLength={REASON_MAX} data-testid="wo-downtime-reason" />
      </Form.Item>
    </ActionModal>
  );
}

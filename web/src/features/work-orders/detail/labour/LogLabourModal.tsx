import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLocalInput } from '../../../../lib/forms/localDateTime';
import { useLogLabour } from '../../api/useLogLabour';
import { ActionModal } from '../ActionModal';

// The server's limits (LogLabourInput): at most a week, notes of 2,000 characters.
const MINUTES_MAX = 10_080;
const NOTE_MAX = 2_000;

interface LogLabourModalProps {
  workOrderId: string;
  /** Whom a manager may log for (the order's people and themselves); absent: the user logs their own time. */
  people?: { id: string; name: string }[];
  onClose: () => void;
}

interface Values {
  userId?: string;
  mode: 'minutes' | 'period';
  minutes?: number;
  startedAt?: string;
  endedAt?: string;
  note?: string;
}

/** Logs time spent: minutes just worked, or a start and an end. */
export function LogLabourModal({ workOrderId, people, onClose }: LogLabourModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'minutes';
  const log = useLogLabour();
  // One id per dialog: a double tap on OK logs the time once.
  const [id] = useState(() => crypto.randomUUID());
  const required = { required: true, message: t('workOrders.form.required') };

  function submit(values: Values) {
    const period = values.mode === 'period';
    return log(workOrderId, {
      id,
      userId: values.userId ?? null,
      minutes: period ? null : values.minutes,
      startedAt: period ? fromLocalInput(values.startedAt) : null,
      endedAt: period ? fromLocalInput(values.endedAt) : null,
      note: values.note?.trim() || null,
    });
  }

  return (
    <ActionModal<Values>
      title={t('workOrders.labour.logTitle')}
      okText={t('workOrders.labour.log')}
      form={form}
      initialValues={{ mode: 'minutes' }}
      onSubmit={submit}
      onClose={onClose}
      testId="wo-log-labour"
    >
      {people && (
        <Form.Item name="userId" label={t('workOrders.fields.person')} extra={t('workOrders.labour.personHint')}>
          <Select
            allowClear
            options={people.map((person) => ({ value: person.id, label: person.name }))}
            data-testid="wo-log-labour-person"
          />
        </Form.Item>
      )}
      <Form.Item name="mode">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'minutes', label: t('workOrders.labour.byMinutes') },
            { value: 'period', label: t('workOrders.labour.byPeriod') },
          ]}
        />
      </Form.Item>
      {mode === 'minutes' ? (
        <Form.Item
          name="minutes"
          label={t('workOrders.fields.minutes')}
          rules={[
            required,
            { type: 'integer', min: 1, max: MINUTES_MAX, message: t('workOrders.labour.minutesRange') },
          ]}
        >
          <InputNumber
            min={1}
            max={MINUTES_MAX}
            precision={0}
            style={{ width: '100%' }}
            data-testid="wo-log-labour-minutes"
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="startedAt" label={t('workOrders.labour.startedAt')} rules={[required]}>
            <Input type="datetime-local" data-testid="wo-log-labour-start" />
          </Form.Item>
          <Form.Item
            name="endedAt"
            label={t('workOrders.labour.endedAt')}
            dependencies={['startedAt']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) =>
                  !value || !getFieldValue('startedAt') || value > (getFieldValue('startedAt') as string)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('workOrders.form.endBeforeStart'))),
              }),
            ]}
          >
            <Input type="datetime-local" data-testid="wo-log-labour-end" />
          </Form.Item>
        </>
      )}
      <Form.Item name="note" label={t('workOrders.fields.note')}>
        <Input.TextArea maxLength={NOTE_MAX} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
    </ActionModal>
  );
}

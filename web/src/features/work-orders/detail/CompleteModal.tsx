import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompleteWorkOrderInput, MeterUnit } from '../../../__generated__/graphql';
import { ActionModal } from './ActionModal';

interface CompleteModalProps {
  /** The machine's meter: a reading is offered when it has one. */
  meter: { unit: MeterUnit; value: number };
  /** Whether the user may record readings (meters.write); the server refuses a reading otherwise. */
  canRecordReading: boolean;
  onSubmit: (input: CompleteWorkOrderInput) => Promise<unknown>;
  onClose: () => void;
}

const NOTES_MAX = 10_000;

/** What was done, and the meter now; a reading below the last one is refused and nothing is completed. */
export function CompleteModal({ meter, canRecordReading, onSubmit, onClose }: CompleteModalProps) {
  const { t, i18n } = useTranslation();
  const last = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(meter.value);
  const [form] = Form.useForm<{ notes?: string; meterReading?: number | null }>();
  const withReading = canRecordReading && meter.unit !== 'NONE';
  return (
    <ActionModal
      form={form}
      title={t('workOrders.actions.COMPLETE')}
      okText={t('workOrders.actions.COMPLETE')}
      onSubmit={({ notes, meterReading }) =>
        onSubmit({ notes: notes?.trim() || null, meterReading: withReading ? (meterReading ?? null) : null })
      }
      onClose={onClose}
      testId="wo-complete-dialog"
      fieldOfKey={{ readingTooLow: 'meterReading' }}
    >
      <Form.Item
        name="notes"
        label={t('workOrders.fields.completionNotes')}
        rules={[{ max: NOTES_MAX, message: t('workOrders.form.tooLong', { max: NOTES_MAX }) }]}
      >
        <Input.TextArea rows={4} autoFocus data-testid="wo-complete-notes" />
      </Form.Item>
      {withReading && (
        <Form.Item
          name="meterReading"
          label={t('workOrders.actions.meterReading')}
          extra={t(`workOrders.actions.lastReading.${meter.unit}`, { value: last })}
          rules={[{ type: 'number', min: 0, message: t('workOrders.form.nonNegative') }]}
        >
          <InputNumber
            style={{ width: '100%' }}
            min={0}
            suffix={t(`workOrders.meterUnit.${meter.unit}`)}
            data-testid="wo-complete-reading"
          />
        </Form.Item>
      )}
    </ActionModal>
  );
}

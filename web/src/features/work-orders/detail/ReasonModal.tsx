import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './ActionModal';

export type ReasonAction = 'HOLD' | 'CANCEL' | 'REOPEN';

interface ReasonModalProps {
  action: ReasonAction;
  onSubmit: (reason: string | null) => Promise<unknown>;
  onClose: () => void;
}

const REASON_MAX = 2_000;
/** The server's shortest cancel reason: a word, not a stray key. */
const CANCEL_MIN = 3;

/** Hold (why: e.g. waiting for parts), cancel (why, required) or reopen (why, optional). */
export function ReasonModal({ action, onSubmit, onClose }: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const required = action === 'CANCEL';
  const rules = [
    { max: REASON_MAX, message: t('workOrders.form.tooLong', { max: REASON_MAX }) },
    ...(required
      ? [{ required: true, whitespace: true, min: CANCEL_MIN, message: t('workOrders.actions.cancelReasonRequired') }]
      : []),
  ];
  return (
    <ActionModal
      form={form}
      title={t(`workOrders.actions.${action}`)}
      okText={t(`workOrders.actions.${action}`)}
      danger={action === 'CANCEL'}
      onSubmit={({ reason }) => onSubmit(reason?.trim() || null)}
      onClose={onClose}
      testId={`wo-${action.toLowerCase()}-dialog`}
    >
      <Form.Item name="reason" label={t(`workOrders.actions.reasonLabel.${action}`)} rules={rules}>
        <Input.TextArea rows={3} autoFocus data-testid="wo-reason" />
      </Form.Item>
      {action === 'HOLD' && (
        // The usual reason in one tap; the list's "waiting for parts" shows the orders on hold.
        <Flex wrap gap={8}>
          <Button size="small" onClick={() => form.setFieldValue('reason', t('workOrders.actions.waitingForParts'))}>
            {t('workOrders.actions.waitingForParts')}
          </Button>
        </Flex>
      )}
    </ActionModal>
  );
}

import { Alert, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestRow_RequestFragment as Row, WorkOrderPriority } from '../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useApproveRequest } from '../api/useApproveRequest';
import { useDeclineRequest } from '../api/useDeclineRequest';
import { useRequestAssignees } from '../api/useRequestAssignees';

export type Decision = 'approve' | 'decline';

const PRIORITIES: WorkOrderPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];
const REASON_MAX = 2_000;

interface Values {
  priority?: WorkOrderPriority;
  assigneeIds?: string[];
  reason?: string;
}

interface DecisionModalProps {
  row: Row;
  decision: Decision;
  farmId: string;
  onClose: () => void;
}

/**
 * Approve (the new order's priority, HIGH for a stopped machine, and its assignees) or
 * decline (why, required). A refusal stays in the dialog, in the reader's language.
 */
export function DecisionModal({ row, decision, farmId, onClose }: DecisionModalProps) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [form] = Form.useForm<Values>();
  const approve = useApproveRequest();
  const decline = useDeclineRequest();
  const assignees = useRequestAssignees(farmId);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values) {
    setSaving(true);
    setFailure(null);
    try {
      if (decision === 'approve') await approve(row.id, values.priority ?? 'MEDIUM', values.assigneeIds ?? []);
      else await decline(row.id, values.reason?.trim() ?? '');
      onClose();
    } catch (error) {
      const found = serverError(error);
      setFailure(found.code === 'NETWORK' ? t('maintenanceRequests.inbox.saveFailed') : errorText(found));
    } finally {
      setSaving(false);
    }
  }

  const testId = `req-${decision}-dialog`;
  return (
    <Modal
      open
      title={t(`maintenanceRequests.inbox.${decision}Title`, { machine: row.equipment.code })}
      okText={t(`maintenanceRequests.inbox.${decision}`)}
      cancelText={t('maintenanceRequests.inbox.cancel')}
      okButtonProps={{ danger: decision === 'decline', 'data-testid': `${testId}-ok` } as ButtonProps}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid={testId}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBlockEnd: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ priority: row.machineStopped ? 'HIGH' : 'MEDIUM', assigneeIds: [] }}
        onFinish={(values) => void submit(values)}
      >
        {decision === 'approve' ? (
          <>
            <Form.Item name="priority" label={t('maintenanceRequests.inbox.priority')}>
              <Select
                options={PRIORITIES.map((value) => ({ value, label: t(`maintenanceRequests.priority.${value}`) }))}
                data-testid="req-priority"
              />
            </Form.Item>
            <Form.Item name="assigneeIds" label={t('maintenanceRequests.inbox.assignees')}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                loading={assignees.loading}
                options={assignees.options}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="reason"
            label={t('maintenanceRequests.inbox.reason')}
            rules={[
              { required: true, whitespace: true, message: t('maintenanceRequests.inbox.reasonRequired') },
              { max: REASON_MAX, message: t('maintenanceRequests.inbox.tooLong', { max: REASON_MAX }) },
            ]}
          >
            <Input.TextArea rows={3} autoFocus data-testid="req-reason" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

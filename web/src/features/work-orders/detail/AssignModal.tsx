import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWorkOrderAssignees } from '../api/useWorkOrderAssignees';
import { ASSIGNEES_MAX } from '../model/formRules';
import { ActionModal } from './ActionModal';

interface AssignModalProps {
  farmId: string;
  current: readonly { id: string }[];
  onSubmit: (assigneeIds: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** Chooses who does the job among the farm's technicians and managers; an empty choice unassigns. */
export function AssignModal({ farmId, current, onSubmit, onClose }: AssignModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ assigneeIds: string[] }>();
  const people = useWorkOrderAssignees(farmId);
  return (
    <ActionModal
      form={form}
      title={t('workOrders.actions.ASSIGN')}
      okText={t('workOrders.actions.assignSave')}
      initialValues={{ assigneeIds: current.map((person) => person.id) }}
      onSubmit={({ assigneeIds }) => onSubmit(assigneeIds ?? [])}
      onClose={onClose}
      testId="wo-assign-dialog"
    >
      <Form.Item
        name="assigneeIds"
        label={t('workOrders.fields.assignees')}
        rules={[
          {
            type: 'array',
            max: ASSIGNEES_MAX,
            message: t('workOrders.form.tooManyAssignees', { assigneesMax: ASSIGNEES_MAX }),
          },
        ]}
      >
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={people.loading}
          options={people.options}
          data-testid="wo-assign-select"
        />
      </Form.Item>
    </ActionModal>
  );
}

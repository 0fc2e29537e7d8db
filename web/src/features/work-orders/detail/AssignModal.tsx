import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AssigneesItem } from '../form/AssigneesItem';
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
      <AssigneesItem farmId={farmId} testId="wo-assign-select" />
    </ActionModal>
  );
}

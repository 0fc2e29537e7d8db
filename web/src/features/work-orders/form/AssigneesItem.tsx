import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWorkOrderAssignees } from '../../../components/people/useWorkOrderAssignees';
import { assigneesError } from '../model/formRules';
import { useRule } from './useRule';

/** The `assigneeIds` input of a form: the farm's technicians and managers, at most the server's limit. */
export function AssigneesItem({ farmId, testId }: { farmId: string; testId: string }) {
  const { t } = useTranslation();
  const rule = useRule();
  const people = useWorkOrderAssignees(farmId);
  return (
    <Form.Item name="assigneeIds" label={t('workOrders.fields.assignees')} rules={[rule(assigneesError)]}>
      <Select
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={people.loading}
        options={people.options}
        data-testid={testId}
      />
    </Form.Item>
  );
}

import { Col, Form, Input, InputNumber, Row, Segmented, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { MachineSelect } from '../../../components/machine-select/MachineSelect';
import { PRIORITIES, TYPES } from '../model/enums';
import {
  DESCRIPTION_MAX,
  dateError,
  descriptionError,
  machineError,
  minutesError,
  scheduleError,
  titleError,
} from '../model/formRules';
import type { WorkOrderFormValues } from '../model/formValues';
import { AssigneesItem } from './AssigneesItem';
import { CorrectiveFields } from './CorrectiveFields';
import { useRule } from './useRule';

interface WorkOrderFormFieldsProps {
  form: FormInstance<WorkOrderFormValues>;
  farmId: string;
  /** Editing: the type stays, and assignees change through "assign". */
  editing: boolean;
  /** The machine of the order being edited, named before any search. */
  machine?: { id: string; code: string; name: string };
}

/** The form's inputs, checked against the server's own limits before anything is sent. */
export function WorkOrderFormFields({ form, farmId, editing, machine }: WorkOrderFormFieldsProps) {
  const { t } = useTranslation();
  const rule = useRule();
  const type = Form.useWatch('type', form);
  const label = (name: string) => t(`workOrders.fields.${name}`);
  const options = <T extends string>(group: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`workOrders.${group}.${value}`) }));
  const half = { xs: 24, sm: 12 };
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="type" label={label('type')}>
          <Segmented block disabled={editing} options={options('type', TYPES)} data-testid="wo-form-type" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="title" label={label('title')} required rules={[rule(titleError)]}>
          <Input maxLength={200} showCount data-testid="wo-form-title" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="equipmentId" label={label('equipment')} required rules={[rule(machineError)]}>
          <MachineSelect farmId={farmId} current={machine} testId="wo-form-machine" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="priority" label={label('priority')}>
          <Select options={options('priority', PRIORITIES)} data-testid="wo-form-priority" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="dueDate" label={label('dueDate')} rules={[rule(dateError)]}>
          <Input type="date" min="1900-01-01" max="2100-12-31" data-testid="wo-form-due-date" />
        </Form.Item>
      </Col>
      {type === 'CORRECTIVE' && <CorrectiveFields />}
      <Col {...half}>
        <Form.Item name="scheduledStart" label={label('scheduledStart')}>
          <Input type="datetime-local" data-testid="wo-form-start" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="scheduledEnd"
          label={label('scheduledEnd')}
          dependencies={['scheduledStart']}
          rules={[({ getFieldValue }) => rule((end: string) => scheduleError(getFieldValue('scheduledStart'), end))]}
        >
          <Input type="datetime-local" data-testid="wo-form-end" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="estimatedMinutes" label={label('estimatedMinutes')} rules={[rule(minutesError)]}>
          <InputNumber style={{ width: '100%' }} suffix={t('workOrders.form.minutes')} data-testid="wo-form-minutes" />
        </Form.Item>
      </Col>
      {!editing && (
        <Col {...half}>
          <AssigneesItem farmId={farmId} testId="wo-form-assignees" />
        </Col>
      )}
      <Col span={24}>
        <Form.Item
          name="description"
          label={label('description')}
          rules={[rule(descriptionError, { max: DESCRIPTION_MAX })]}
        >
          <Input.TextArea rows={4} data-testid="wo-form-description" />
        </Form.Item>
      </Col>
    </Row>
  );
}

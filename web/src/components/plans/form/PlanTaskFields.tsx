import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanCard_PlanFragment as Plan, WorkOrderPriority } from '../../../__generated__/graphql';
import { MachineSelect } from '../../machine-select/MachineSelect';
import { useWorkOrderAssignees } from '../../people/useWorkOrderAssignees';
import { ChecklistEditor } from './ChecklistEditor';
import { PartsEditor } from './PartsEditor';
import { PLAN_LIMITS, textError, wholeError } from './planFormRules';
import { usePlanRule } from './usePlanRule';

const PRIORITIES: readonly WorkOrderPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];
const machineRequired = (id: string | null | undefined) => (id ? null : 'plans.form.errors.machineRequired');

interface PlanTaskFieldsProps {
  farmId: string;
  /** Without a machine fixed by the page (the farm's list), the form asks for one. */
  pickMachine: boolean;
  plan?: Plan;
}

/** What each order of the plan asks: machine, title, instructions, priority, duration, assignee, checklist and parts. */
export function PlanTaskFields({ farmId, pickMachine, plan }: PlanTaskFieldsProps) {
  const { t } = useTranslation();
  const rule = usePlanRule();
  const people = useWorkOrderAssignees(farmId);
  // The current assignee stays named if no longer among the farm's technicians and managers.
  const current = plan?.defaultAssignee;
  const assignees =
    current && !people.options.some((option) => option.value === current.id)
      ? [{ value: current.id, label: current.name }, ...people.options]
      : people.options;
  const label = (name: string) => t(`plans.fields.${name}`);
  const half = { xs: 24, sm: 12 };
  return (
    <Row gutter={16}>
      {pickMachine && (
        <Col span={24}>
          <Form.Item name="equipmentId" label={label('machine')} required rules={[rule(machineRequired)]}>
            <MachineSelect farmId={farmId} testId="plan-form-machine" />
          </Form.Item>
        </Col>
      )}
      <Col span={24}>
        <Form.Item
          name="title"
          label={label('title')}
          required
          rules={[rule(textError(PLAN_LIMITS.title, true), { max: PLAN_LIMITS.title })]}
        >
          <Input maxLength={PLAN_LIMITS.title} showCount data-testid="plan-form-title" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="instructions"
          label={label('instructions')}
          rules={[rule(textError(PLAN_LIMITS.instructions), { max: PLAN_LIMITS.instructions })]}
        >
          <Input.TextArea rows={3} data-testid="plan-form-instructions" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="priority" label={label('priority')}>
          <Select
            options={PRIORITIES.map((value) => ({ value, label: t(`workOrders.priority.${value}`) }))}
            data-testid="plan-form-priority"
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="estimatedMinutes"
          label={label('estimatedMinutes')}
          rules={[rule(wholeError(1, PLAN_LIMITS.minutes), { min: 1, max: PLAN_LIMITS.minutes })]}
        >
          <InputNumber style={{ width: '100%' }} suffix={t('plans.form.minutes')} data-testid="plan-form-minutes" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="defaultAssigneeId" label={label('defaultAssignee')} extra={t('plans.form.assigneeHelp')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={people.loading}
            options={assignees}
            data-testid="plan-form-assignee"
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={label('checklist')} extra={t('plans.form.checklistHelp')}>
          <ChecklistEditor />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={label('parts')} extra={t('plans.form.partsHelp')}>
          <PartsEditor farmId={farmId} known={plan?.parts ?? []} />
        </Form.Item>
      </Col>
    </Row>
  );
}

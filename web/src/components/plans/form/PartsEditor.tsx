import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanCard_PlanFragment as Plan } from '../../../__generated__/graphql';
import { PartSelect } from '../../part-select/PartSelect';
import { listError, PLAN_LIMITS, positiveError } from './planFormRules';
import type { PlanFormValues } from './planFormValues';
import { usePlanRule } from './usePlanRule';

const partRequired = (id: string | null | undefined) => (id ? null : 'plans.form.errors.partRequired');

/**
 * The parts each order of the plan plans (and the store reserves): a part of the farm and a
 * quantity per line, each part once.
 */
export function PartsEditor({ farmId, known }: { farmId: string; known: Plan['parts'] }) {
  const { t } = useTranslation();
  const rule = usePlanRule();
  const form = Form.useFormInstance<PlanFormValues>();
  const lines = Form.useWatch('parts', form) ?? [];
  const max = PLAN_LIMITS.parts;
  return (
    <Form.List name="parts" rules={[rule(listError(max), { max })]}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8} data-testid="plan-parts">
          {fields.map((field, index) => {
            const partId = lines[index]?.partId;
            const others = lines.flatMap((line, at) => (at !== index && line?.partId ? [line.partId] : []));
            return (
              <Flex key={field.key} gap={4} align="start" wrap>
                <Form.Item
                  name={[field.name, 'partId']}
                  rules={[rule(partRequired)]}
                  style={{ flex: 1, minWidth: 180, marginBlockEnd: 0 }}
                >
                  <PartSelect
                    farmId={farmId}
                    exclude={others}
                    current={known.find((line) => line.partId === partId)?.part}
                    testId="plan-part-select"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'quantity']}
                  rules={[rule(positiveError(PLAN_LIMITS.quantity, true), { max: PLAN_LIMITS.quantity })]}
                  style={{ width: 110, marginBlockEnd: 0 }}
                >
                  <InputNumber
                    min={0}
                    placeholder={t('plans.form.quantity')}
                    aria-label={t('plans.form.quantity')}
                    style={{ width: '100%' }}
                    data-testid="plan-part-quantity"
                  />
                </Form.Item>
                <Button icon={<DeleteOutlined />} onClick={() => remove(index)} aria-label={t('plans.form.remove')} />
              </Flex>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= max}
            onClick={() => add({ partId: null, quantity: 1 })}
            data-testid="plan-part-add"
          >
            {t('plans.form.addPart')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { listError, PLAN_LIMITS, textError } from './planFormRules';
import { usePlanRule } from './usePlanRule';

/** The checklist each order of the plan starts with: items to add, reword, reorder and remove. */
export function ChecklistEditor() {
  const { t } = useTranslation();
  const rule = usePlanRule();
  const max = PLAN_LIMITS.checklistItems;
  return (
    <Form.List name="checklist" rules={[rule(listError(max), { max })]}>
      {(fields, { add, remove, move }, { errors }) => (
        <Flex vertical gap={8} data-testid="plan-checklist">
          {fields.map((field, index) => (
            <Flex key={field.key} gap={4} align="start">
              <Form.Item
                name={field.name}
                rules={[rule(textError(PLAN_LIMITS.checklistItem, true), { max: PLAN_LIMITS.checklistItem })]}
                style={{ flex: 1, marginBlockEnd: 0 }}
              >
                <Input
                  maxLength={PLAN_LIMITS.checklistItem}
                  aria-label={t('plans.form.checklistItem', { number: index + 1 })}
                  data-testid="plan-checklist-item"
                />
              </Form.Item>
              <Button
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('plans.form.moveUp')}
              />
              <Button
                icon={<ArrowDownOutlined />}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('plans.form.moveDown')}
              />
              <Button icon={<DeleteOutlined />} onClick={() => remove(index)} aria-label={t('plans.form.remove')} />
            </Flex>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= max}
            onClick={() => add('')}
            data-testid="plan-checklist-add"
          >
            {t('plans.form.addItem')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}

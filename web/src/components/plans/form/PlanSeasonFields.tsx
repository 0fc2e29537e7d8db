import { Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeterUnit } from '../../../__generated__/graphql';
import { FormSection } from './FormSection';
import { MonthDayInput } from './MonthDayInput';
import { PLAN_LIMITS, positiveError, seasonError, wholeError } from './planFormRules';
import type { PlanFormValues } from './planFormValues';
import { usePlanRule } from './usePlanRule';

/** The optional season window (every year, may wrap the year end) and the break-in first service. */
export function PlanSeasonFields({ meterUnit }: { meterUnit: MeterUnit }) {
  const { t } = useTranslation();
  const rule = usePlanRule();
  const form = Form.useFormInstance<PlanFormValues>();
  const label = (name: string) => t(`plans.fields.${name}`);
  const half = { xs: 24, sm: 12 };
  const seasonEnd = (name: 'seasonStart' | 'seasonEnd', other: 'seasonStart' | 'seasonEnd') => (
    <Form.Item
      name={name}
      label={label(name)}
      dependencies={[other]}
      rules={[rule((value: string | null | undefined) => seasonError(value, form.getFieldValue(other)))]}
    >
      <MonthDayInput testId={`plan-form-${name}`} />
    </Form.Item>
  );
  return (
    <>
      <FormSection title={label('season')} help={t('plans.form.seasonHelp')}>
        <Row gutter={16}>
          <Col {...half}>{seasonEnd('seasonStart', 'seasonEnd')}</Col>
          <Col {...half}>{seasonEnd('seasonEnd', 'seasonStart')}</Col>
        </Row>
      </FormSection>
      <FormSection title={label('breakIn')} help={t('plans.form.breakInHelp')}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="breakInDays"
              label={label('breakInDays')}
              rules={[rule(wholeError(1, PLAN_LIMITS.breakInDays), { min: 1, max: PLAN_LIMITS.breakInDays })]}
            >
              <InputNumber
                style={{ width: '100%' }}
                suffix={t('plans.form.days')}
                data-testid="plan-form-break-in-days"
              />
            </Form.Item>
          </Col>
          {meterUnit !== 'NONE' && (
            <Col {...half}>
              <Form.Item
                name="breakInMeter"
                label={label('breakInMeter')}
                rules={[rule(positiveError(PLAN_LIMITS.breakInMeter), { max: PLAN_LIMITS.breakInMeter })]}
              >
                <InputNumber
                  style={{ width: '100%' }}
                  suffix={t(`plans.unit.${meterUnit}`)}
                  data-testid="plan-form-break-in-meter"
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </FormSection>
    </>
  );
}

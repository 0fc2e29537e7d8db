import { Col, Form, Input, InputNumber, Radio, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarUnit, MeterUnit, PlanAnchor } from '../../../__generated__/graphql';
import { dateError, meterValueError, PLAN_LIMITS, positiveError, triggerError, wholeError } from './planFormRules';
import type { PlanFormValues } from './planFormValues';
import { usePlanRule } from './usePlanRule';

const UNITS: readonly CalendarUnit[] = ['DAY', 'WEEK', 'MONTH', 'YEAR'];
const ANCHORS: readonly PlanAnchor[] = ['FLOATING', 'FIXED'];

/**
 * When the plan falls due: every N days/weeks/months/years and/or every N meter units
 * (whichever first), the lead time, the anchor with what it means, and where counting starts.
 */
export function PlanScheduleFields({ meterUnit }: { meterUnit: MeterUnit }) {
  const { t } = useTranslation();
  const rule = usePlanRule();
  const form = Form.useFormInstance<PlanFormValues>();
  const anchor = Form.useWatch('anchor', form);
  const hasMeter = meterUnit !== 'NONE';
  const label = (name: string) => t(`plans.fields.${name}`);
  const unit = hasMeter ? t(`plans.unit.${meterUnit}`) : '';
  const half = { xs: 24, sm: 12 };
  // "One of them" is said once, under the calendar interval, which re-checks when the meter's changes.
  const trigger = rule((value: number | null | undefined) => triggerError(value, form.getFieldValue('meterEvery')));
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item label={label('calendarEvery')} required={!hasMeter}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="calendarEvery"
              noStyle
              dependencies={['meterEvery']}
              rules={[
                rule(wholeError(1, PLAN_LIMITS.calendarEvery), { min: 1, max: PLAN_LIMITS.calendarEvery }),
                trigger,
              ]}
            >
              <InputNumber
                style={{ width: '50%' }}
                placeholder={t('plans.form.every')}
                data-testid="plan-form-calendar-every"
              />
            </Form.Item>
            <Form.Item name="calendarUnit" noStyle>
              <Select
                style={{ width: '50%' }}
                aria-label={t('plans.form.calendarUnit')}
                options={UNITS.map((value) => ({ value, label: t(`plans.calendarUnit.${value}`) }))}
                data-testid="plan-form-calendar-unit"
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col {...half}>
        {hasMeter ? (
          <Form.Item
            name="meterEvery"
            label={label('meterEvery')}
            rules={[rule(positiveError(PLAN_LIMITS.meterEvery), { max: PLAN_LIMITS.meterEvery })]}
          >
            <InputNumber style={{ width: '100%' }} suffix={unit} data-testid="plan-form-meter-every" />
          </Form.Item>
        ) : (
          <Typography.Paragraph type="secondary" data-testid="plan-form-no-meter">
            {t('plans.form.noMeter')}
          </Typography.Paragraph>
        )}
      </Col>
      <Col span={24}>
        <Typography.Paragraph type="secondary" style={{ marginBlockStart: -8 }}>
          {t('plans.form.whicheverFirst')}
        </Typography.Paragraph>
      </Col>
      <Col {...half}>
        <Form.Item
          name="leadDays"
          label={label('leadDays')}
          required
          extra={t('plans.form.leadDaysHelp')}
          rules={[rule(wholeError(0, PLAN_LIMITS.leadDays, true), { min: 0, max: PLAN_LIMITS.leadDays })]}
        >
          <InputNumber style={{ width: '100%' }} suffix={t('plans.form.days')} data-testid="plan-form-lead-days" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="anchor" label={label('anchor')} extra={anchor && t(`plans.anchorHelp.${anchor}`)}>
          <Radio.Group
            optionType="button"
            options={ANCHORS.map((value) => ({ value, label: t(`plans.anchor.${value}`) }))}
            data-testid="plan-form-anchor"
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="startDate"
          label={label('startDate')}
          extra={t('plans.form.startDateHelp')}
          rules={[rule(dateError)]}
        >
          <Input type="date" min="1900-01-01" max="2100-12-31" data-testid="plan-form-start-date" />
        </Form.Item>
      </Col>
      {hasMeter && (
        <Col {...half}>
          <Form.Item
            name="startMeter"
            label={label('startMeter')}
            extra={t('plans.form.startMeterHelp')}
            rules={[rule(meterValueError(PLAN_LIMITS.startMeter), { min: 0, max: PLAN_LIMITS.startMeter })]}
          >
            <InputNumber style={{ width: '100%' }} suffix={unit} data-testid="plan-form-start-meter" />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

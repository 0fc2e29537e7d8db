import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../form-drawer/FormDrawer';
import type { MeterUnit, PlanCard_PlanFragment as Plan } from '../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useCreatePlan } from '../api/useCreatePlan';
import { usePlanMachine } from '../api/usePlanMachine';
import { useUpdatePlan } from '../api/useUpdatePlan';
import { FormSection } from './FormSection';
import { fromPlan, newPlanValues, PLAN_FORM_FIELDS, toPlanInput, type PlanFormValues } from './planFormValues';
import { PlanScheduleFields } from './PlanScheduleFields';
import { PlanSeasonFields } from './PlanSeasonFields';
import { PlanTaskFields } from './PlanTaskFields';

interface PlanFormDrawerProps {
  farmId: string;
  /** The machine a new plan is for (its page); without it the form asks for one. */
  machine?: { id: string; meterUnit: MeterUnit } | null;
  /** The plan to edit; without it the drawer creates one. */
  plan?: Plan;
  onClose: () => void;
}

/** Create or edit a plan; checked against the server's limits first, its objections shown on their field. */
export function PlanFormDrawer({ farmId, machine, plan, onClose }: PlanFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlanFormValues>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const errorText = useServerErrorText();
  const fixed = plan ? { id: plan.equipment.id, meterUnit: plan.equipment.meterUnit } : machine;
  const pickedId = Form.useWatch('equipmentId', form);
  const chosen = usePlanMachine(fixed ? null : pickedId);
  const meterUnit: MeterUnit = fixed?.meterUnit ?? chosen?.meterUnit ?? 'NONE';

  async function submit(values: PlanFormValues) {
    if (saving) return;
    setSaving(true);
    setFormError(null);
    try {
      const input = toPlanInput(values, meterUnit !== 'NONE');
      const equipmentId = fixed?.id ?? values.equipmentId ?? '';
      await (plan ? update(plan.id, input) : create(farmId, { ...input, equipmentId }));
      onClose();
    } catch (error) {
      const found = serverError(error);
      const text = found.code === 'NETWORK' ? t('plans.form.saveFailed') : errorText(found);
      if (found.field && PLAN_FORM_FIELDS.includes(found.field))
        form.setFields([{ name: found.field as keyof PlanFormValues, errors: [text] }]);
      else setFormError(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDrawer
      title={plan ? t('plans.form.editTitle', { title: plan.title }) : t('plans.form.createTitle')}
      testId="plan-form"
      cancelLabel={t('plans.form.cancel')}
      saveLabel={t('plans.form.save')}
      saving={saving}
      error={formError}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form<PlanFormValues>
        form={form}
        name="plan-form"
        layout="vertical"
        initialValues={plan ? fromPlan(plan) : newPlanValues(machine?.id)}
        onFinish={(values) => void submit(values)}
        scrollToFirstError
      >
        <FormSection title={t('plans.form.sections.task')}>
          <PlanTaskFields farmId={farmId} pickMachine={!fixed} plan={plan} />
        </FormSection>
        <FormSection title={t('plans.form.sections.schedule')} help={t('plans.form.sections.scheduleHelp')}>
          <PlanScheduleFields meterUnit={meterUnit} />
        </FormSection>
        <PlanSeasonFields meterUnit={meterUnit} />
      </Form>
    </FormDrawer>
  );
}

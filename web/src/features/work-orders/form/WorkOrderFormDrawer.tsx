import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer/FormDrawer';
import type { WorkOrderOverview_WorkOrderFragment as Order, WorkOrderType } from '../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useCreateWorkOrder } from '../api/useCreateWorkOrder';
import { useUpdateWorkOrder } from '../api/useUpdateWorkOrder';
import { fromOrder, newWorkOrder, toCreateInput, toUpdateInput, type WorkOrderFormValues } from '../model/formValues';
import { WorkOrderFormFields } from './WorkOrderFormFields';

interface WorkOrderFormDrawerProps {
  farmId: string;
  /** The type a new order starts with (the list it is created from). */
  type: WorkOrderType;
  /** The machine a new order starts on: the list's machine filter (a machine page links to it). */
  equipmentId?: string | null;
  /** The order to edit; without it the drawer creates one. */
  order?: Order;
  onClose: () => void;
  onSaved?: (id: string) => void;
}

const FIELDS = new Set([
  'title',
  'description',
  'equipmentId',
  'priority',
  'dueDate',
  'scheduledStart',
  'scheduledEnd',
  'estimatedMinutes',
  'assigneeIds',
  'failureAt',
  'equipmentDown',
]);

/** Create or edit an order; the server's objections land on the field they concern. */
export function WorkOrderFormDrawer({ farmId, type, equipmentId, order, onClose, onSaved }: WorkOrderFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WorkOrderFormValues>();
  // One id per drawer: a second tap or a retry after a lost answer creates nothing more.
  const [clientId] = useState(() => crypto.randomUUID());
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateWorkOrder();
  const update = useUpdateWorkOrder();
  const errorText = useServerErrorText();

  async function submit(values: WorkOrderFormValues) {
    if (saving) return;
    setSaving(true);
    setFormError(null);
    try {
      const id = order
        ? (await update(order.id, toUpdateInput(values)), order.id)
        : await create(toCreateInput(farmId, clientId, values));
      onClose();
      if (id) onSaved?.(id);
    } catch (error) {
      const found = serverError(error);
      const text = found.code === 'NETWORK' ? t('workOrders.form.saveFailed') : errorText(found);
      if (found.field && FIELDS.has(found.field))
        form.setFields([{ name: found.field as keyof WorkOrderFormValues, errors: [text] }]);
      else setFormError(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDrawer
      title={t(order ? 'workOrders.form.editTitle' : 'workOrders.form.createTitle', { number: order?.number })}
      testId="wo-form"
      cancelLabel={t('workOrders.form.cancel')}
      saveLabel={t('workOrders.form.save')}
      saving={saving}
      error={formError}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form<WorkOrderFormValues>
        form={form}
        name="wo-form"
        layout="vertical"
        initialValues={order ? fromOrder(order) : { ...newWorkOrder(type), equipmentId }}
        onFinish={(values) => void submit(values)}
      >
        <WorkOrderFormFields form={form} farmId={farmId} editing={!!order} machine={order?.equipment} />
      </Form>
    </FormDrawer>
  );
}

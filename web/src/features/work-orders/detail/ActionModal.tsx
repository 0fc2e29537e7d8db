import { Alert, Form, Modal, type ButtonProps, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';

interface ActionModalProps<Values> {
  title: string;
  okText: string;
  /** Destructive actions (cancel) get the danger colour. */
  danger?: boolean;
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  /** Runs the write; a refusal stays in the dialog, on its field when the server names one. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  testId: string;
  /** Refusals the server names by key (errors.server.<key>) that belong to one of the dialog's fields. */
  fieldOfKey?: Record<string, string>;
  children: ReactNode;
}

/** The dialog of an action that asks something first (a reason, notes, a reading, people). */
export function ActionModal<Values>(props: ActionModalProps<Values>) {
  const { form, onSubmit, onClose, testId } = props;
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values) {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const found = serverError(error);
      const text = found.code === 'NETWORK' ? t('workOrders.form.saveFailed') : errorText(found);
      const asked = Object.keys(form.getFieldsValue() as object);
      const named = (found.key && props.fieldOfKey?.[found.key]) || found.field;
      const field = named && asked.includes(named) ? named : null;
      if (field) form.setFields([{ name: field as never, errors: [text] }]);
      else setFailure(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={t('workOrders.form.cancel')}
      okButtonProps={{ danger: props.danger, 'data-testid': `${testId}-ok` } as ButtonProps}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid={testId}
    >
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginBlockEnd: 16 }} data-testid={`${testId}-error`} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={(values) => void submit(values)}
      >
        {props.children}
      </Form>
    </Modal>
  );
}

import { Alert, Button, Card, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

interface CardFormProps<Values> {
  title: ReactNode;
  /** The form's name, and the save button's test id (`<name>-save`). */
  name: string;
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  onFinish: (values: Values) => void;
  /** What the server refused, above the button; a field's refusal shows on the field. */
  error: string | null;
  saving: boolean;
  saveLabel: ReactNode;
  children: ReactNode;
}

/** One of the account page's forms: a card with its fields, the refusal and a save button. */
export function CardForm<Values>({
  title,
  name,
  form,
  error,
  saving,
  saveLabel,
  children,
  ...props
}: CardFormProps<Values>) {
  return (
    <Card title={title}>
      <Form<Values> form={form} name={name} layout="vertical" requiredMark={false} {...props}>
        {children}
        {error && <Alert type="error" showIcon title={error} style={{ marginBlockEnd: 16 }} />}
        <Button type="primary" htmlType="submit" loading={saving} data-testid={`${name}-save`}>
          {saveLabel}
        </Button>
      </Form>
    </Card>
  );
}

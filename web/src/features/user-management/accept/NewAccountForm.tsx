import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameAsRule } from '../../../lib/forms/sameAsRule';

interface NewAccount {
  name: string;
  password: string;
  confirm: string;
}

/** The server's limits (sign-up's rules: gateway auth.service personName, passwordRule). */
const NAME_MAX = 120;
const PASSWORD = { min: 8, max: 200 };

/** A new person's name and password, checked in words before they are sent. */
export function NewAccountForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (account: { name: string; password: string }) => void;
}) {
  const { t } = useTranslation();
  const required = { required: true, whitespace: true, message: t('userManagement.validation.required') };
  return (
    <Form<NewAccount>
      layout="vertical"
      requiredMark={false}
      onFinish={({ name, password }) => onSubmit({ name: name.trim(), password })}
      data-testid="accept-form"
    >
      <Form.Item
        name="name"
        label={t('userManagement.accept.name')}
        rules={[required, { max: NAME_MAX, message: t('userManagement.validation.tooLong', { max: NAME_MAX }) }]}
      >
        <Input autoComplete="name" maxLength={NAME_MAX} data-testid="accept-name" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('userManagement.accept.password')}
        rules={[
          { required: true, message: t('userManagement.validation.required') },
          { ...PASSWORD, message: t('userManagement.validation.password', PASSWORD) },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD.max} data-testid="accept-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('userManagement.accept.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('userManagement.validation.required') },
          sameAsRule('password', t('userManagement.validation.passwordsDiffer')),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD.max} data-testid="accept-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="accept-submit">
        {t('userManagement.accept.create')}
      </Button>
    </Form>
  );
}

import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameAsRule } from '../../../lib/forms/sameAsRule';
import { useFormSubmit } from '../../../lib/forms/useFormSubmit';
import { useChangePassword } from '../api/useChangePassword';
import { PASSWORD } from '../model/accountLimits';
import { CardForm } from './CardForm';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** A new password, given the current one; a wrong current one is said on its field. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const { submit, saving, error } = useFormSubmit(form, ['currentPassword', 'newPassword']);
  const required = { required: true, message: t('account.validation.required') };
  const secret = (testId: string, autoComplete: string) => (
    <Input.Password autoComplete={autoComplete} maxLength={PASSWORD.max} data-testid={testId} />
  );

  async function save({ currentPassword, newPassword }: PasswordValues) {
    if (await submit(() => change(currentPassword, newPassword))) form.resetFields();
  }

  return (
    <CardForm<PasswordValues>
      title={t('account.password.title')}
      name="account-password"
      form={form}
      onFinish={(values) => void save(values)}
      error={error}
      saving={saving}
      saveLabel={t('account.password.save')}
    >
      <Form.Item name="currentPassword" label={t('account.password.current')} rules={[required]}>
        {secret('account-current-password', 'current-password')}
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('account.password.new')}
        extra={t('account.password.rule', PASSWORD)}
        rules={[required, { ...PASSWORD, message: t('errors.server.passwordLength', PASSWORD) }]}
      >
        {secret('account-new-password', 'new-password')}
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('account.password.confirm')}
        dependencies={['newPassword']}
        rules={[required, sameAsRule('newPassword', t('account.validation.passwordsDiffer'))]}
      >
        {secret('account-confirm-password', 'new-password')}
      </Form.Item>
    </CardForm>
  );
}

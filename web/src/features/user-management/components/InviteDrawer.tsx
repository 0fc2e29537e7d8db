import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer/FormDrawer';
import type { FarmRole } from '../../../__generated__/graphql';
import { useInviteMember } from '../api/useInviteMember';
import { useFormSubmit } from '../../../lib/forms/useFormSubmit';
import { FARM_ROLES } from '../model/enums';

interface InviteValues {
  email: string;
  role: FarmRole;
}

/** The server's limit on an address (RFC 5321). */
const EMAIL_MAX = 254;

/** Invites an address to the farm with a role; the link goes to the outbox and is valid 7 days. */
export function InviteDrawer({ farmId, onClose }: { farmId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteValues>();
  const invite = useInviteMember();
  const { submit, saving, error } = useFormSubmit(form, ['email', 'role']);

  async function save({ email, role }: InviteValues) {
    if (await submit(() => invite({ farmId, email: email.trim(), role }))) onClose();
  }

  return (
    <FormDrawer
      title={t('userManagement.invite.title')}
      testId="invite-form"
      cancelLabel={t('userManagement.actions.cancel')}
      saveLabel={t('userManagement.invite.send')}
      saving={saving}
      error={error}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Typography.Paragraph type="secondary">{t('userManagement.invite.hint')}</Typography.Paragraph>
      <Form<InviteValues>
        form={form}
        name="invite-form"
        layout="vertical"
        initialValues={{ role: 'TECHNICIAN' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="email"
          label={t('userManagement.fields.email')}
          rules={[
            { required: true, message: t('userManagement.validation.required') },
            { type: 'email', max: EMAIL_MAX, message: t('userManagement.validation.email') },
          ]}
        >
          <Input type="email" autoComplete="off" maxLength={EMAIL_MAX} data-testid="invite-email" />
        </Form.Item>
        <Form.Item name="role" label={t('userManagement.fields.role')} rules={[{ required: true }]}>
          <Select<FarmRole>
            options={FARM_ROLES.map((value) => ({ value, label: t(`userManagement.roles.${value}`) }))}
            data-testid="invite-role"
          />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

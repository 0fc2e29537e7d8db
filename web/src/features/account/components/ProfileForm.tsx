import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../../__generated__';
import { useFormSubmit } from '../../../lib/forms/useFormSubmit';
import { useUpdateProfile } from '../api/useUpdateProfile';
import { NAME_MAX } from '../model/accountLimits';
import { AvatarPicker } from './AvatarPicker';
import { CardForm } from './CardForm';

export const ProfileForm_me = graphql(`
  fragment ProfileForm_me on User {
    id
    name
    avatar
  }
`);

interface ProfileValues {
  name: string;
  avatar: string | null;
}

/** One's name and picture; saved together, shown in the top bar at once. */
export function ProfileForm({ me }: { me: FragmentType<typeof ProfileForm_me> }) {
  const { t } = useTranslation();
  const user = getFragmentData(ProfileForm_me, me);
  const [form] = Form.useForm<ProfileValues>();
  const save = useUpdateProfile();
  const { submit, saving, error } = useFormSubmit(form, ['name', 'avatar']);

  return (
    <CardForm<ProfileValues>
      title={t('account.profile.title')}
      name="account-profile"
      form={form}
      initialValues={{ name: user.name, avatar: user.avatar ?? null }}
      onFinish={({ name, avatar }) => void submit(() => save(name.trim(), avatar))}
      error={error}
      saving={saving}
      saveLabel={t('account.profile.save')}
    >
      <Form.Item name="avatar" label={t('account.avatar.label')}>
        <AvatarPicker />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('account.profile.name')}
        rules={[
          { required: true, whitespace: true, message: t('account.validation.required') },
          { max: NAME_MAX, message: t('account.validation.tooLong', { max: NAME_MAX }) },
        ]}
      >
        <Input autoComplete="name" maxLength={NAME_MAX} data-testid="account-name" />
      </Form.Item>
    </CardForm>
  );
}

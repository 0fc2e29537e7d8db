import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer/FormDrawer';
import type { CreateFarmInput } from '../../../__generated__/graphql';
import { useCreateFarm } from '../api/useCreateFarm';
import { useFormSubmit } from '../../../lib/forms/useFormSubmit';

type FarmValues = CreateFarmInput;

const FIELDS = ['name', 'reference', 'location', 'city'] as const;
/** The server's limits (gateway members.schemas.ts CreateFarmSchema). */
const MAX = { name: 200, reference: 40, location: 200, city: 200 };
const REFERENCE = /^[\p{L}\p{N}_.-]+$/u;

/** A new farm (admins): it starts with no members, so its manager is invited next. */
export function CreateFarmDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FarmValues>();
  const create = useCreateFarm();
  const { submit, saving, error } = useFormSubmit(form, FIELDS, 'reference');
  const tooLong = (max: number) => ({ max, message: t('userManagement.validation.tooLong', { max }) });
  const required = { required: true, whitespace: true, message: t('userManagement.validation.required') };
  const blankToNull = (value?: string | null) => value?.trim() || null;

  async function save(values: FarmValues) {
    const input = {
      name: values.name.trim(),
      reference: values.reference.trim(),
      location: blankToNull(values.location),
      city: blankToNull(values.city),
    };
    if (await submit(() => create(input))) onClose();
  }

  return (
    <FormDrawer
      title={t('userManagement.farm.title')}
      testId="farm-form"
      cancelLabel={t('userManagement.actions.cancel')}
      saveLabel={t('userManagement.farm.create')}
      saving={saving}
      error={error}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Typography.Paragraph type="secondary">{t('userManagement.farm.hint')}</Typography.Paragraph>
      <Form<FarmValues> form={form} name="farm-form" layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="name" label={t('userManagement.farm.name')} rules={[required, tooLong(MAX.name)]}>
          <Input maxLength={MAX.name} data-testid="farm-form-name" />
        </Form.Item>
        <Form.Item
          name="reference"
          label={t('userManagement.farm.reference')}
          extra={t('userManagement.farm.referenceHint')}
          rules={[
            required,
            tooLong(MAX.reference),
            { pattern: REFERENCE, message: t('userManagement.validation.reference') },
          ]}
        >
          <Input maxLength={MAX.reference} data-testid="farm-form-reference" />
        </Form.Item>
        <Form.Item name="location" label={t('userManagement.farm.location')} rules={[tooLong(MAX.location)]}>
          <Input maxLength={MAX.location} data-testid="farm-form-location" />
        </Form.Item>
        <Form.Item name="city" label={t('userManagement.farm.city')} rules={[tooLong(MAX.city)]}>
          <Input maxLength={MAX.city} data-testid="farm-form-city" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

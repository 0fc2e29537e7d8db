import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** The `equipmentDown` switch of a form: the machine is stopped, and shows DOWN until the order closes. */
export function EquipmentDownItem({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="equipmentDown"
      label={t('workOrders.fields.equipmentDown')}
      valuePropName="checked"
      extra={t('workOrders.form.equipmentDownHint')}
    >
      <Switch data-testid={testId} />
    </Form.Item>
  );
}

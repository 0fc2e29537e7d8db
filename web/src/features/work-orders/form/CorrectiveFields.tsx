import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureTimeError } from '../model/formRules';
import { EquipmentDownItem } from './EquipmentDownItem';
import { useRule } from './useRule';

/** A breakdown's extras: when the machine failed, and whether it is stopped (it then shows DOWN). */
export function CorrectiveFields() {
  const { t } = useTranslation();
  const rule = useRule();
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item
          name="failureAt"
          label={t('workOrders.fields.failureAt')}
          rules={[rule((value: string) => failureTimeError(value))]}
        >
          <Input type="datetime-local" data-testid="wo-form-failure-at" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <EquipmentDownItem testId="wo-form-equipment-down" />
      </Col>
    </>
  );
}

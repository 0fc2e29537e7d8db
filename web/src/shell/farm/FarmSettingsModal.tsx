import { Alert, Form, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError, useServerErrorText } from '../../lib/apollo/serverError';
import type { FarmSummary } from '../../lib/farm/farmStore';
import { formatMoney } from '../../lib/format/formatMoney';
import { useUpdateFarmCurrency } from './api/useUpdateFarmCurrency';
import { currencyOptions } from './currencyOptions';

// An amount to show what the chosen currency looks like, in the reader's language.
const EXAMPLE_AMOUNT = 1234.5;

interface FarmSettingsModalProps {
  farm: FarmSummary;
  onClose: () => void;
}

/** The active farm's settings an admin may change: the currency its amounts are in. */
export function FarmSettingsModal({ farm, onClose }: FarmSettingsModalProps) {
  const { t, i18n } = useTranslation();
  const errorText = useServerErrorText();
  const options = useMemo(() => currencyOptions(i18n.language, farm.currency), [i18n.language, farm.currency]);
  const [currency, setCurrency] = useState(farm.currency);
  const [failure, setFailure] = useState<string | null>(null);
  const { save, saving } = useUpdateFarmCurrency();

  const submit = async () => {
    if (!currency || currency === farm.currency) return onClose();
    setFailure(null);
    try {
      await save(farm, currency);
      onClose();
    } catch (error) {
      const found = serverError(error);
      setFailure(found.code === 'NETWORK' ? t('farm.settings.saveFailed') : errorText(found));
    }
  };

  return (
    <Modal
      open
      title={t('farm.settings.title', { name: farm.name })}
      okText={t('farm.settings.save')}
      cancelText={t('farm.settings.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'farm-settings-save' }}
      data-testid="farm-settings"
      destroyOnHidden
    >
      {failure && (
        <Alert type="error" title={failure} showIcon style={{ marginBlockEnd: 16 }} data-testid="farm-settings-error" />
      )}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('farm.settings.currency')}
          htmlFor="farm-currency"
          extra={
            currency &&
            t('farm.settings.currencyHelp', { example: formatMoney(EXAMPLE_AMOUNT, i18n.language, currency) })
          }
        >
          <Select
            id="farm-currency"
            showSearch={{ optionFilterProp: 'label' }}
            value={currency}
            onChange={setCurrency}
            options={options}
            data-testid="farm-currency"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

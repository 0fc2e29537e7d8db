import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format/useFormat';
import { useSetFarmDefaultRate } from '../api/useSetFarmDefaultRate';
import { InlineEdit } from '../InlineEdit';
import { RateInput } from './RateInput';
import { RATE_MAX, rateError } from './rateRules';

/** The farm's default hourly rate: what members without their own cost; blank leaves it unset. */
export function DefaultRate({ farmId, rate }: { farmId: string; rate: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const setDefault = useSetFarmDefaultRate(farmId);
  const [editing, setEditing] = useState(false);

  return (
    <Flex vertical gap={4} data-testid="settings-default-rate">
      <Typography.Text strong>{t('workOrders.settings.rates.defaultRate')}</Typography.Text>
      {editing ? (
        <InlineEdit
          initial={rate}
          check={rateError}
          checkValues={{ max: RATE_MAX }}
          save={setDefault}
          onDone={() => setEditing(false)}
          testId="settings-default-rate-edit"
          input={(props) => (
            <RateInput
              {...props}
              placeholder={t('workOrders.settings.rates.notSet')}
              testId="settings-default-rate-input"
            />
          )}
        />
      ) : (
        <Flex gap={8} align="center">
          <Typography.Text data-testid="settings-default-rate-value">
            {rate == null ? t('workOrders.settings.rates.notSet') : format.money(rate)}
          </Typography.Text>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            data-testid="settings-default-rate-open"
          >
            {t('workOrders.settings.rates.edit')}
          </Button>
        </Flex>
      )}
      <Typography.Text type="secondary">{t('workOrders.settings.rates.defaultHint')}</Typography.Text>
    </Flex>
  );
}

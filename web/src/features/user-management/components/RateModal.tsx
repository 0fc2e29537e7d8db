import { InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberTable_MemberFragment as Member } from '../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useActiveFarm } from '../../../lib/farm/farmStore';
import { useSetMemberHourlyRate } from '../api/useSetMemberHourlyRate';
import { RATE_MAX, rateError } from '../model/rateRules';

/** A member's own hourly rate; left blank, the farm's default applies. New labour entries only. */
export function RateModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const currency = useActiveFarm()?.currency;
  const setRate = useSetMemberHourlyRate();
  const errorText = useServerErrorText();
  const [rate, setRateValue] = useState<number | null>(member.labourRate.hourlyRate ?? null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const problem = rateError(rate);
    if (problem) return setError(t(problem, { max: new Intl.NumberFormat(i18n.language).format(RATE_MAX) }));
    setSaving(true);
    try {
      await setRate(member, rate);
      onClose();
    } catch (failure) {
      setError(errorText(serverError(failure)));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('userManagement.rate.title', { name: member.name })}
      okText={t('userManagement.rate.save')}
      cancelText={t('userManagement.actions.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'member-rate-save' }}
      data-testid="member-rate-modal"
    >
      <Typography.Paragraph type="secondary">{t('userManagement.rate.hint')}</Typography.Paragraph>
      <InputNumber<number>
        value={rate}
        // No min/max here: antd would quietly keep the last valid value; the check says why instead.
        step={1}
        autoFocus
        suffix={currency}
        status={error ? 'error' : undefined}
        placeholder={t('userManagement.rate.usesDefault')}
        aria-label={t('userManagement.fields.hourlyRate')}
        onChange={(value) => {
          setRateValue(value ?? null);
          setError(null);
        }}
        onPressEnter={() => void save()}
        style={{ width: '100%' }}
        data-testid="member-rate-input"
      />
      {error && (
        <Typography.Text type="danger" role="alert" data-testid="member-rate-error">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}

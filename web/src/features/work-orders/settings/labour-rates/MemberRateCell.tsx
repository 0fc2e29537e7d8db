import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format/useFormat';
import { useRunWrite } from '../../detail/useRunWrite';
import { useSetMemberRate } from '../api/useSetMemberRate';
import { InlineEdit } from '../InlineEdit';
import type { MemberRate } from '../api/useLabourRates';
import { RateInput } from './RateInput';
import { RATE_MAX, rateError } from './rateRules';

/** A member's own rate, edited in its cell; blank (or "use farm default") lets the default apply. */
export function MemberRateCell({ farmId, member }: { farmId: string; member: MemberRate }) {
  const { t } = useTranslation();
  const format = useFormat();
  const setRate = useSetMemberRate(farmId);
  const run = useRunWrite();
  const [editing, setEditing] = useState(false);

  if (editing)
    return (
      <InlineEdit
        initial={member.hourlyRate ?? null}
        check={rateError}
        checkValues={{ max: RATE_MAX }}
        save={(rate) => setRate(member.person, rate)}
        onDone={() => setEditing(false)}
        testId="settings-member-rate-edit"
        input={(props) => (
          <RateInput
            {...props}
            placeholder={t('workOrders.settings.rates.usesDefault')}
            testId="settings-member-rate-input"
          />
        )}
      />
    );

  return (
    <Flex gap={8} align="center" wrap>
      {member.hourlyRate == null ? (
        <Tag data-testid="settings-member-rate">{t('workOrders.settings.rates.usesDefault')}</Tag>
      ) : (
        <Typography.Text data-testid="settings-member-rate">{format.money(member.hourlyRate)}</Typography.Text>
      )}
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={t('workOrders.settings.rates.edit')}
        title={t('workOrders.settings.rates.edit')}
        onClick={() => setEditing(true)}
        data-testid="settings-member-rate-open"
      />
      {member.hourlyRate != null && (
        <Button
          size="small"
          type="link"
          onClick={() => void run(() => setRate(member.person, null))}
          data-testid="settings-member-rate-clear"
        >
          {t('workOrders.settings.rates.useDefault')}
        </Button>
      )}
    </Flex>
  );
}

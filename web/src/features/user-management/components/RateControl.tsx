import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberTable_MemberFragment as Member } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { RateModal } from './RateModal';

/** What an hour of the member's work costs: their own rate, or the farm's default; managers edit it. */
export function RateControl({ member, editable }: { member: Member; editable: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const { hourlyRate, effectiveRate } = member.labourRate;
  const text =
    hourlyRate != null
      ? format.money(hourlyRate)
      : effectiveRate != null
        ? t('userManagement.rate.default', { rate: format.money(effectiveRate) })
        : t('userManagement.rate.notSet');
  return (
    <Flex gap={4} align="center">
      <Typography.Text type={hourlyRate == null ? 'secondary' : undefined} data-testid="member-rate">
        {text}
      </Typography.Text>
      {editable && (
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t('userManagement.rate.edit')}
          title={t('userManagement.rate.edit')}
          onClick={() => setEditing(true)}
          data-testid="member-rate-edit"
        />
      )}
      {editing && <RateModal member={member} onClose={() => setEditing(false)} />}
    </Flex>
  );
}

import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MemberStatus } from '../../../__generated__/graphql';

/** Active or deactivated on this farm; an account an admin switched off says so too. */
export function MemberStatusTag({ status, accountOff }: { status: MemberStatus; accountOff?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap>
      <Tag color={status === 'ACTIVE' ? 'green' : 'default'} data-testid="member-status">
        {t(`userManagement.status.${status}`)}
      </Tag>
      {accountOff && <Tag color="red">{t('userManagement.status.accountOff')}</Tag>}
    </Flex>
  );
}

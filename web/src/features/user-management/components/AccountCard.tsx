import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountTable_AccountFragment as Account } from '../../../__generated__/graphql';
import { useLastSignIn } from '../hooks/useLastSignIn';
import { isSelf, type Manager } from '../model/memberRights';
import { AccountActions } from './AccountActions';
import { MemberStatusTag } from './MemberStatusTag';
import { PersonName } from './PersonName';

/** One account on a phone (admins). */
export function AccountCard({ account, manager }: { account: Account; manager: Manager }) {
  const { t } = useTranslation();
  const lastSignIn = useLastSignIn();
  const self = isSelf(manager, account.id);
  return (
    <Card size="small" data-testid="account-card" data-email={account.email}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <PersonName name={account.name} email={account.email} admin={account.admin} self={self} />
          <MemberStatusTag status={account.deactivated ? 'DEACTIVATED' : 'ACTIVE'} />
        </Flex>
        <Typography.Text type="secondary">
          {t('userManagement.members.lastSignInAt', { when: lastSignIn(account.lastSignInAt) })}
        </Typography.Text>
        <AccountActions account={account} self={self} />
      </Flex>
    </Card>
  );
}

import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MemberTable_MemberFragment as Member } from '../../../__generated__/graphql';
import { useLastSignIn } from '../hooks/useLastSignIn';
import { isSelf, memberRights, type Manager } from '../model/memberRights';
import { MemberStatusAction } from './MemberStatusAction';
import { MemberStatusTag } from './MemberStatusTag';
import { PersonName } from './PersonName';
import { RateControl } from './RateControl';
import { RoleControl } from './RoleControl';

/** One member on a phone: who, their status, role and rate, last sign-in, and the action. */
export function MemberCard({ member, manager }: { member: Member; manager: Manager }) {
  const { t } = useTranslation();
  const lastSignIn = useLastSignIn();
  const rights = memberRights(manager, member);
  return (
    <Card size="small" data-testid="member-card" data-email={member.email}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <PersonName
            name={member.name}
            email={member.email}
            admin={member.admin}
            self={isSelf(manager, member.userId)}
          />
          <MemberStatusTag status={member.status} accountOff={member.accountDeactivated} />
        </Flex>
        <Flex gap={8} wrap align="center">
          <RoleControl member={member} editable={rights.changeRole} />
          <RateControl member={member} editable={rights.setRate} />
        </Flex>
        <Flex justify="space-between" gap={8} wrap align="center">
          <Typography.Text type="secondary">
            {t('userManagement.members.lastSignInAt', { when: lastSignIn(member.lastSignInAt) })}
          </Typography.Text>
          <MemberStatusAction member={member} rights={rights} />
        </Flex>
      </Flex>
    </Card>
  );
}

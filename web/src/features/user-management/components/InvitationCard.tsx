import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvitationTable_InvitationFragment as Invitation } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { InvitationStatusTag } from './InvitationStatusTag';
import { RevokeInvitation } from './RevokeInvitation';

/** One invitation on a phone: the address and role, its status, when it expires, and "revoke". */
export function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card size="small" data-testid="invitation-card" data-email={invitation.email}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <Typography.Text strong>{invitation.email}</Typography.Text>
          <InvitationStatusTag status={invitation.status} />
        </Flex>
        <Typography.Text type="secondary">
          {[
            t(`userManagement.roles.${invitation.role}`),
            t('userManagement.invitations.expiresOn', { date: format.date(invitation.expiresAt) }),
          ].join(' · ')}
        </Typography.Text>
        <RevokeInvitation invitation={invitation} />
      </Flex>
    </Card>
  );
}

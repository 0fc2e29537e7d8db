import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvitationStatus } from '../../../__generated__/graphql';

const COLORS: Record<InvitationStatus, string> = {
  PENDING: 'blue',
  ACCEPTED: 'green',
  REVOKED: 'default',
  EXPIRED: 'orange',
};

export function InvitationStatusTag({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="invitation-status">
      {t(`userManagement.invitations.status.${status}`)}
    </Tag>
  );
}

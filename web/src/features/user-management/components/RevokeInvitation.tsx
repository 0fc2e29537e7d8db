import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationTable_InvitationFragment as Invitation } from '../../../__generated__/graphql';
import { useRevokeInvitation } from '../api/useRevokeInvitation';
import { useRunAction } from '../hooks/useRunAction';

/** Withdraws a pending invitation, confirmed first: its link stops working. */
export function RevokeInvitation({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const revoke = useRevokeInvitation();
  const run = useRunAction();
  const [busy, setBusy] = useState(false);
  if (invitation.status !== 'PENDING') return null;

  async function onRevoke() {
    setBusy(true);
    await run(() => revoke(invitation), {
      title: t('userManagement.invitations.revokeTitle', { email: invitation.email }),
      message: t('userManagement.invitations.revokeMessage'),
      label: t('userManagement.invitations.revoke'),
    });
    setBusy(false);
  }

  return (
    <Button danger size="small" loading={busy} onClick={() => void onRevoke()} data-testid="invitation-revoke">
      {t('userManagement.invitations.revoke')}
    </Button>
  );
}

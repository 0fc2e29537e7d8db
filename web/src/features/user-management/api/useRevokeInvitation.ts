import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

const RevokeFarmInvitationMutation = graphql(`
  mutation RevokeFarmInvitation($farmId: ID!, $id: ID!) {
    revokeFarmInvitation(farmId: $farmId, id: $id) {
      id
      ...InvitationTable_invitation
    }
  }
`);

/** Withdraws a pending invitation: its link stops working. The row updates by its id. */
export function useRevokeInvitation() {
  const { t } = useTranslation();
  const [write] = useWrite(RevokeFarmInvitationMutation);
  return (invitation: { id: string; farmId: string; email: string }) =>
    write(
      { variables: { farmId: invitation.farmId, id: invitation.id } },
      t('userManagement.invitations.revoked', { email: invitation.email }),
    );
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { InviteFarmMemberInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { evictPeopleLists } from './evictPeopleLists';

const InviteFarmMemberMutation = graphql(`
  mutation InviteFarmMember($input: InviteFarmMemberInput!) {
    inviteFarmMember(input: $input) {
      id
      ...InvitationTable_invitation
    }
  }
`);

/** Sends an invitation (its link goes to the outbox); an older one to the same address is withdrawn. */
export function useInviteMember() {
  const { t } = useTranslation();
  const [write] = useWrite(InviteFarmMemberMutation);
  return (input: InviteFarmMemberInput) =>
    write({ variables: { input }, update: evictPeopleLists }, t('userManagement.invite.sent', { email: input.email }));
}

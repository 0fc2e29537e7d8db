import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { evictPeopleLists } from './evictPeopleLists';

const DeactivateFarmMemberMutation = graphql(`
  mutation DeactivateFarmMember($farmId: ID!, $userId: ID!) {
    deactivateFarmMember(farmId: $farmId, userId: $userId) {
      id
      ...MemberTable_member
    }
  }
`);

/** Takes a member's access to the farm away (kept with role and rate); rejects with the server's refusal. */
export function useDeactivateMember() {
  const { t } = useTranslation();
  const [write] = useWrite(DeactivateFarmMemberMutation);
  return (member: { farmId: string; userId: string; name: string }) =>
    write(
      { variables: { farmId: member.farmId, userId: member.userId }, update: evictPeopleLists },
      t('userManagement.members.deactivated', { name: member.name }),
    );
}

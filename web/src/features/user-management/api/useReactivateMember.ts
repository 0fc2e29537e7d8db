import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { evictPeopleLists } from './evictPeopleLists';

const ReactivateFarmMemberMutation = graphql(`
  mutation ReactivateFarmMember($farmId: ID!, $userId: ID!) {
    reactivateFarmMember(farmId: $farmId, userId: $userId) {
      id
      ...MemberTable_member
    }
  }
`);

/** Gives a deactivated member their access back, with their role and rate. */
export function useReactivateMember() {
  const { t } = useTranslation();
  const [write] = useWrite(ReactivateFarmMemberMutation);
  return (member: { farmId: string; userId: string; name: string }) =>
    write(
      { variables: { farmId: member.farmId, userId: member.userId }, update: evictPeopleLists },
      t('userManagement.members.reactivated', { name: member.name }),
    );
}

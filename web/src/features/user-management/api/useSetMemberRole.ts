import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { FarmRole } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { evictPeopleLists } from './evictPeopleLists';

const SetFarmMemberRoleMutation = graphql(`
  mutation SetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {
    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {
      id
      ...MemberTable_member
    }
  }
`);

/** Gives a member another role on the farm; rejects with the server's refusal (the last manager, one's own role). */
export function useSetMemberRole() {
  const { t } = useTranslation();
  const [write] = useWrite(SetFarmMemberRoleMutation);
  return (member: { farmId: string; userId: string; name: string }, role: FarmRole) =>
    write(
      { variables: { farmId: member.farmId, userId: member.userId, role }, update: evictPeopleLists },
      t('userManagement.members.roleChanged', { name: member.name, role: t(`userManagement.roles.${role}`) }),
    );
}

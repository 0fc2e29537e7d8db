import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

const SetMemberRateMutation = graphql(`
  mutation UserManagementSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {
    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {
      hourlyRate
      effectiveRate
    }
  }
`);

/**
 * Sets a member's own hourly rate, or with null lets the farm's default apply. The answer has
 * no id of its own, so it is written into the member it belongs to (its id is farm:person).
 */
export function useSetMemberHourlyRate() {
  const { t } = useTranslation();
  const [write] = useWrite(SetMemberRateMutation);
  return (member: { id: string; farmId: string; userId: string; name: string }, rate: number | null) =>
    write(
      {
        variables: { farmId: member.farmId, userId: member.userId, rate },
        update: (cache, { data }) => {
          const answer = data?.setMemberHourlyRate;
          if (!answer) return;
          cache.modify({
            id: cache.identify({ __typename: 'FarmMember', id: member.id }),
            fields: { labourRate: (current: object) => ({ ...current, ...answer }) },
          });
        },
      },
      t('userManagement.rate.saved', { name: member.name }),
    );
}

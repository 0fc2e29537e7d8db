import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../__generated__';
import { useWrite } from '../../../../lib/apollo/useWrite';
import { LabourRatesQuery } from './useLabourRates';

const SetMemberHourlyRateMutation = graphql(`
  mutation SetMemberHourlyRate($farmId: ID!, $userId: ID!, $rate: Float) {
    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {
      hourlyRate
      effectiveRate
    }
  }
`);

/**
 * Sets a member's own rate, or with null lets the farm's default apply. A rate has no id of
 * its own in the cache (it is a member's on one farm), so the farm's rates are read again.
 */
export function useSetMemberRate(farmId: string) {
  const { t } = useTranslation();
  const [write] = useWrite(SetMemberHourlyRateMutation);
  return (person: { id: string; name: string }, rate: number | null) =>
    write(
      {
        variables: { farmId, userId: person.id, rate },
        refetchQueries: [{ query: LabourRatesQuery, variables: { farmId } }],
        awaitRefetchQueries: true,
      },
      t('workOrders.settings.rates.memberSaved', { name: person.name }),
    );
}

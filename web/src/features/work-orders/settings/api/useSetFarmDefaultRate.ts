import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../__generated__';
import { useWrite } from '../../../../lib/apollo/useWrite';
import { LabourRatesQuery } from './useLabourRates';

const SetFarmDefaultHourlyRateMutation = graphql(`
  mutation SetFarmDefaultHourlyRate($farmId: ID!, $rate: Float) {
    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {
      id
      defaultHourlyRate
    }
  }
`);

/** Sets (or with null clears) the farm's default rate; the members' rates in use are read again. */
export function useSetFarmDefaultRate(farmId: string) {
  const { t } = useTranslation();
  const [write] = useWrite(SetFarmDefaultHourlyRateMutation);
  return (rate: number | null) =>
    write(
      {
        variables: { farmId, rate },
        refetchQueries: [{ query: LabourRatesQuery, variables: { farmId } }],
        awaitRefetchQueries: true,
      },
      t('workOrders.settings.rates.defaultSaved'),
    );
}

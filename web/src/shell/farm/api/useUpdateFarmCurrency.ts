import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { updateFarm, type FarmSummary } from '../../../lib/farm/farmStore';

const UpdateFarmCurrencyMutation = graphql(`
  mutation UpdateFarmCurrency($farmId: ID!, $currency: String!) {
    updateFarmCurrency(farmId: $farmId, currency: $currency) {
      id
      currency
    }
  }
`);

/**
 * Sets the farm's currency (admins only). The answer updates the cached Farm by its id; the
 * farm store, which every amount is formatted from (lib/format/useFormat), is a copy of the
 * farms query, so it takes the new code too and each amount on screen follows at once.
 */
export function useUpdateFarmCurrency() {
  const { t } = useTranslation();
  const [write, { loading }] = useWrite(UpdateFarmCurrencyMutation);
  const save = async (farm: FarmSummary, currency: string) => {
    const { data } = await write(
      { variables: { farmId: farm.id, currency } },
      t('farm.settings.currencySaved', { name: farm.name, currency }),
    );
    if (data) updateFarm({ id: farm.id, currency: data.updateFarmCurrency.currency });
  };
  return { save, saving: loading };
}

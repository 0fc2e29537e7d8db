import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { CreateFarmInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { farmStore, type FarmSummary } from '../../../lib/farm/farmStore';

const CreateFarmMutation = graphql(`
  mutation CreateFarm($input: CreateFarmInput!) {
    createFarm(input: $input) {
      id
      name
      reference
      location
      city {
        name
      }
      currency
      viewerPermissions
    }
  }
`);

/**
 * Creates a farm (admins). The farm selector reads the farm store, a copy of the farms
 * loaded at sign-in: the new farm joins it there, in the selector's order (by name).
 */
export function useCreateFarm() {
  const { t } = useTranslation();
  const [write] = useWrite(CreateFarmMutation);
  return async (input: CreateFarmInput) => {
    const { data } = await write({ variables: { input } }, t('userManagement.farm.created', { name: input.name }));
    const farm: FarmSummary | undefined = data?.createFarm;
    if (farm)
      farmStore.set((state) => ({
        ...state,
        farms: [...state.farms, farm].sort((a, b) => a.name.localeCompare(b.name)),
      }));
    return farm;
  };
}

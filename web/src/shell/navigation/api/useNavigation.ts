import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { useActiveFarm } from '../../../lib/farm/farmStore';

export const NavigationQuery = graphql(`
  query Navigation($farmId: ID) {
    navigation(farmId: $farmId) {
      default {
        ...MainMenu_item
      }
      horizontal {
        ...MainMenu_item
      }
    }
  }
`);

/** The menu of the selected farm: what it lists depends on the viewer's role there. */
export function useNavigation() {
  return useQuery(NavigationQuery, { variables: { farmId: useActiveFarm()?.id ?? null } });
}

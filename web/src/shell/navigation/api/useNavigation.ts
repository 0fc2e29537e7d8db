import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const NavigationQuery = graphql(`
  query Navigation {
    navigation {
      default {
        ...MainMenu_item
      }
      horizontal {
        ...MainMenu_item
      }
    }
  }
`);

export function useNavigation() {
  return useQuery(NavigationQuery);
}

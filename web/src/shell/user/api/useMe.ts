import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      ...UserMenu_user
    }
  }
`);

export function useMe() {
  return useQuery(MeQuery);
}

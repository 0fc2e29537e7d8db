import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

const AccountQuery = graphql(`
  query Account {
    me {
      id
      email
      roles
      ...ProfileForm_me
    }
    farms {
      id
      ...MyFarms_farm
    }
  }
`);

/** The signed-in person's own record and their farms, with their role on each. */
export function useAccount() {
  return useQuery(AccountQuery, { fetchPolicy: 'cache-and-network', context: OWN_ERROR_MESSAGE });
}

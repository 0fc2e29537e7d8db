import { graphql } from '../../../__generated__';

/** Farms the user may work in; loaded before the signed-in pages and kept in the farm store. */
export const FarmsQuery = graphql(`
  query Farms {
    farms {
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

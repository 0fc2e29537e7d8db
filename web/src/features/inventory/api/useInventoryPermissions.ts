import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

const InventoryPermissionsQuery = graphql(`
  query InventoryPermissions {
    me {
      id
      permissions
    }
  }
`);

export interface InventoryPermissions {
  /** Create and edit parts, receive and adjust stock. */
  canWrite: boolean;
  /** Take stock out. */
  canIssue: boolean;
}

/** What the signed-in user may do here; the server enforces the same rules. */
export function useInventoryPermissions(): InventoryPermissions {
  const { data } = useQuery(InventoryPermissionsQuery);
  const granted = data?.me.permissions ?? [];
  return { canWrite: granted.includes('inventory.write'), canIssue: granted.includes('inventory.issue') };
}

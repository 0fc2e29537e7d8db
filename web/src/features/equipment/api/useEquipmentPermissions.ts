import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

const EquipmentPermissionsQuery = graphql(`
  query EquipmentPermissions {
    me {
      id
      permissions
    }
  }
`);

export interface EquipmentPermissions {
  canEdit: boolean;
  canRecordReadings: boolean;
}

/** What the signed-in user may change here; nothing until `me` has loaded (the server checks anyway). */
export function useEquipmentPermissions(): EquipmentPermissions {
  const { data } = useQuery(EquipmentPermissionsQuery);
  const granted = new Set(data?.me.permissions ?? []);
  const admin = granted.has('admin.all.access');
  return {
    canEdit: admin || granted.has('equipment.write'),
    canRecordReadings: admin || granted.has('meters.write'),
  };
}

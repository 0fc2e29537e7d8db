import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { UpdateEquipmentInput } from '../../../gql/graphql';
import { evictEquipmentLists } from './evictEquipmentLists';

const UpdateEquipmentMutation = graphql(`
  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {
    updateEquipment(id: $id, input: $input) {
      id
      ...EquipmentOverview_equipment
    }
  }
`);

/**
 * Saves changes. A new parent changes two machines' implement lists and the history, so
 * the open detail page is fetched again as well as the lists.
 */
export function useUpdateEquipment() {
  const [mutate] = useMutation(UpdateEquipmentMutation);
  return (id: string, input: UpdateEquipmentInput) =>
    mutate({
      variables: { id, input },
      update: evictEquipmentLists,
      refetchQueries: ['EquipmentDetail'],
      awaitRefetchQueries: true,
    });
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { evictEquipmentLists } from './evictEquipmentLists';

const RetireEquipmentMutation = graphql(`
  mutation RetireEquipment($id: ID!) {
    retireEquipment(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

/** Marks the machine retired; it leaves the default list, and its history gains an entry. */
export function useRetireEquipment() {
  const [mutate] = useMutation(RetireEquipmentMutation);
  return (id: string) =>
    mutate({
      variables: { id },
      update: evictEquipmentLists,
      refetchQueries: ['EquipmentDetail'],
      awaitRefetchQueries: true,
    });
}

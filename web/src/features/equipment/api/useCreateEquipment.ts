import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CreateEquipmentInput } from '../../../gql/graphql';
import { evictEquipmentLists } from './evictEquipmentLists';

const CreateEquipmentMutation = graphql(`
  mutation CreateEquipment($input: CreateEquipmentInput!) {
    createEquipment(input: $input) {
      id
      ...EquipmentOverview_equipment
    }
  }
`);

/** Creates a machine; the lists are fetched again since it may land on any page. Rejects with the server's error. */
export function useCreateEquipment() {
  const [mutate] = useMutation(CreateEquipmentMutation);
  return async (input: CreateEquipmentInput) => {
    const { data } = await mutate({ variables: { input }, update: evictEquipmentLists });
    return data?.createEquipment.id;
  };
}

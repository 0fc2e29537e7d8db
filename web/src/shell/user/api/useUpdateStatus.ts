import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { UserStatus } from '../../../gql/graphql';

const UpdateStatusMutation = graphql(`
  mutation UpdateStatus($status: UserStatus!) {
    updateMe(input: { status: $status }) {
      __typename
      id
      status
    }
  }
`);

/** Saves the presence status; the normalized cache updates the avatar dot. */
export function useUpdateStatus() {
  const [mutate] = useMutation(UpdateStatusMutation);
  return (id: string, status: UserStatus) =>
    mutate({
      variables: { status },
      optimisticResponse: { updateMe: { __typename: 'User', id, status } },
    });
}

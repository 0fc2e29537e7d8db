import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const ToggleNotificationReadMutation = graphql(`
  mutation ToggleNotificationRead($id: ID!) {
    toggleNotificationRead(id: $id) {
      __typename
      id
      read
    }
  }
`);

export function useToggleNotificationRead() {
  const [mutate] = useMutation(ToggleNotificationReadMutation);
  return (id: string, read: boolean) =>
    mutate({
      variables: { id },
      optimisticResponse: { toggleNotificationRead: { __typename: 'Notification', id, read: !read } },
    });
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const DeleteNotificationMutation = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

/** Deletes and drops the notification from every cached list. */
export function useDeleteNotification() {
  const [mutate] = useMutation(DeleteNotificationMutation);
  return (id: string) =>
    mutate({
      variables: { id },
      update(cache, { data }) {
        if (!data?.deleteNotification) return;
        cache.evict({ id: cache.identify({ __typename: 'Notification', id }) });
        cache.gc();
      },
    });
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead($farmId: ID) {
    markAllNotificationsAsRead(farmId: $farmId)
  }
`);

/** On success every listed notification is read: set in the cache, no refetch needed. */
export function useMarkAllNotificationsRead() {
  const [mutate] = useMutation(MarkAllNotificationsReadMutation);
  return (farmId: string | null, ids: string[]) =>
    mutate({
      variables: { farmId },
      update(cache, { data }) {
        if (!data?.markAllNotificationsAsRead) return;
        for (const id of ids) {
          cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { read: () => true } });
        }
      },
    });
}

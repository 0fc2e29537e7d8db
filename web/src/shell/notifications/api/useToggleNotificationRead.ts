import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

const ToggleNotificationReadMutation = graphql(`
  mutation ToggleNotificationRead($id: ID!, $read: Boolean!) {
    toggleNotificationRead(id: $id, read: $read) {
      __typename
      id
      read
    }
  }
`);

/** Flips read/unread at once (optimistic): sets the opposite of `read`, the state before the click. */
export function useToggleNotificationRead() {
  const { t } = useTranslation();
  const [write] = useWrite(ToggleNotificationReadMutation);
  return (id: string, read: boolean) =>
    write(
      {
        variables: { id, read: !read },
        optimisticResponse: { toggleNotificationRead: { __typename: 'Notification', id, read: !read } },
      },
      t(read ? 'notifications.markedUnread' : 'notifications.markedRead'),
    );
}

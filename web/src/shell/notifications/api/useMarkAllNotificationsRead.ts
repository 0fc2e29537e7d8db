import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead($farmId: ID) {
    markAllNotificationsAsRead(farmId: $farmId)
  }
`);

/** On success every listed notification is read: set in the cache, no refetch needed. */
export function useMarkAllNotificationsRead() {
  const { t } = useTranslation();
  const [write] = useWrite(MarkAllNotificationsReadMutation);
  return (farmId: string | null, ids: string[]) =>
    write(
      {
        variables: { farmId },
        update(cache, { data }) {
          if (!data?.markAllNotificationsAsRead) return;
          for (const id of ids) {
            cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { read: () => true } });
          }
        },
      },
      t('notifications.allMarkedRead'),
    );
}

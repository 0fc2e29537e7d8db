import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

const DeleteNotificationMutation = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

/** Deletes and drops the notification from every cached list. */
export function useDeleteNotification() {
  const { t } = useTranslation();
  const [write] = useWrite(DeleteNotificationMutation);
  return (id: string) =>
    write(
      {
        variables: { id },
        update(cache, { data }) {
          if (!data?.deleteNotification) return;
          cache.evict({ id: cache.identify({ __typename: 'Notification', id }) });
          cache.gc();
        },
      },
      t('notifications.removed'),
    );
}

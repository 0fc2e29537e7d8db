import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { REFETCHED_BY_WRITES } from '../../../lib/apollo/refetchedByWrites';

export const NotificationsQuery = graphql(`
  query Notifications($farmId: ID) {
    notifications(farmId: $farmId) {
      id
      read
      ...NotificationItem_notification
    }
  }
`);

export function useNotifications(farmId: string | null) {
  return useQuery(NotificationsQuery, { variables: { farmId }, context: REFETCHED_BY_WRITES });
}

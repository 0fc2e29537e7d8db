import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

/** The farm at a glance; the charts' series come with it (small), drawn once their chunk loads. */
export const DashboardQuery = graphql(`
  query Dashboard($farmId: ID!) {
    dashboard(farmId: $farmId) {
      farmId
      openByPriority {
        type
        priority
        count
      }
      overdue {
        type
        count
      }
      completedThisMonth {
        type
        count
      }
      machinesDown {
        equipment {
          id
          code
          name
        }
        since
      }
      pendingRequests
      plansDueSoon
      lowStockParts
      stockValue
      currency
      recentActivity(first: 10) {
        id
        entityType
        entityId
        label
        action
        actorName
        at
      }
      ordersPerWeek {
        weekStart
        opened
        completed
      }
      downtimeByMachine {
        equipment {
          id
          code
        }
        hours
      }
    }
  }
`);

/** cache-and-network: the figures move all day; a failure is the page's load error. */
export function useDashboard(farmId: string) {
  return useQuery(DashboardQuery, {
    variables: { farmId },
    fetchPolicy: 'cache-and-network',
    context: OWN_ERROR_MESSAGE,
  });
}

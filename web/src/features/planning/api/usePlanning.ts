import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { PlanningFilter } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';
import { REFETCHED_BY_WRITES } from '../../../lib/apollo/refetchedByWrites';

/** The calendar's orders, the plans' forecasts and the technicians' weekly workload over the shown range. */
export const PlanningQuery = graphql(`
  query Planning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {
    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {
      farmId
      weeklyCapacityHours
      orders {
        day
        basis
        order {
          id
          number
          title
          type
          priority
          status
          scheduledStart
          scheduledEnd
          assignees {
            id
            name
          }
          equipment {
            id
            code
          }
        }
      }
      forecasts {
        key
        dueDate
        meter
        overdue
        hasOpenOrder
        plan {
          id
          title
          defaultAssignee {
            id
            name
          }
        }
        equipment {
          id
          code
          name
          meterUnit
        }
      }
      workload {
        technician {
          id
          name
        }
        week
        weekStart
        estimatedHours
        capacityHours
        overCapacity
      }
    }
  }
`);

export function usePlanning(farmId: string, from: string, to: string, filter: PlanningFilter | null) {
  return useQuery(PlanningQuery, {
    variables: { farmId, from, to, filter },
    fetchPolicy: 'cache-and-network',
    context: { ...OWN_ERROR_MESSAGE, ...REFETCHED_BY_WRITES },
  });
}

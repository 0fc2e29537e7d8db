import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

/** The calendar's orders and the technicians' weekly workload over the visible range. */
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

export function usePlanning(farmId: string, from: string, to: string, type: string | undefined) {
  return useQuery(PlanningQuery, {
    variables: { farmId, from, to, filter: type ? { type: [type as 'PREVENTIVE' | 'CORRECTIVE'] } : null },
    fetchPolicy: 'cache-and-network',
    context: OWN_ERROR_MESSAGE,
  });
}

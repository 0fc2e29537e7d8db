import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { ReportFilter } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';
import type { Period } from '../model/period';

/**
 * Every report of the period in one request: each section names its fields (fragments), the
 * server computes each in SQL. The chosen machine comes along so that the printout names it.
 */
export const ReportsQuery = graphql(`
  query Reports(
    $farmId: ID!
    $period: ReportPeriodInput!
    $filter: ReportFilter
    $machineId: ID!
    $withMachine: Boolean!
  ) {
    reports(farmId: $farmId, period: $period, filter: $filter) {
      farmId
      from
      to
      currency
      reliability {
        ...ReliabilitySection_report
      }
      downtime {
        ...DowntimeSection_report
      }
      failurePareto {
        ...FailureParetoSection_report
      }
      cost {
        ...CostSection_report
      }
      pmCompliance {
        ...PmComplianceSection_report
      }
      plannedVsReactive {
        ...PlannedReactiveSection_report
      }
      backlog {
        ...BacklogSection_report
      }
      partsConsumption {
        ...PartsConsumptionSection_report
      }
      stockValue {
        ...StockValueSection_report
      }
    }
    machine: equipment(id: $machineId) @include(if: $withMachine) {
      id
      code
      name
    }
  }
`);

/** cache-and-network: the figures move all day; a failure is the page's load error. */
export function useReports(farmId: string, period: Period, filter: ReportFilter | null) {
  const machineId = filter?.equipmentId ?? '';
  return useQuery(ReportsQuery, {
    variables: { farmId, period, filter, machineId, withMachine: !!machineId },
    fetchPolicy: 'cache-and-network',
    context: OWN_ERROR_MESSAGE,
  });
}

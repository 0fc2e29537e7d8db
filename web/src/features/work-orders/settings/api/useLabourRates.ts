import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../../__generated__';
import type { LabourRatesQuery as LabourRates } from '../../../../__generated__/graphql';
import { REFETCHED_BY_WRITES } from '../../../../lib/apollo/refetchedByWrites';

export const LabourRatesQuery = graphql(`
  query LabourRates($farmId: ID!) {
    farm(id: $farmId) {
      id
      defaultHourlyRate
    }
    labourRates(farmId: $farmId) {
      person {
        id
        name
      }
      role
      hourlyRate
      effectiveRate
    }
  }
`);

/** The farm's default hourly rate and its members' own (managers with users.manage). */
export function useLabourRates(farmId: string) {
  return useQuery(LabourRatesQuery, { variables: { farmId }, context: REFETCHED_BY_WRITES });
}

/** A member of the farm with their own rate and the one their time costs now. */
export type MemberRate = LabourRates['labourRates'][number];

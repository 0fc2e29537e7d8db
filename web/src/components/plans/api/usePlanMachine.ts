import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

const PlanMachineQuery = graphql(`
  query PlanMachine($id: ID!) {
    equipment(id: $id) {
      id
      meterUnit
    }
  }
`);

/** The meter unit of the machine chosen in the plan form: a machine without a meter has calendar triggers only. */
export function usePlanMachine(id: string | null | undefined) {
  const { data } = useQuery(PlanMachineQuery, { variables: { id: id ?? '' }, skip: !id, context: OWN_ERROR_MESSAGE });
  return data?.equipment ?? null;
}

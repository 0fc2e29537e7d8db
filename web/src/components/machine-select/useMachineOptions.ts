import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../lib/apollo/links';

const MachineOptionsQuery = graphql(`
  query MachineOptions($farmId: ID!, $text: String) {
    equipmentList(farmId: $farmId, filter: { text: $text }) {
      edges {
        node {
          id
          code
          name
        }
      }
    }
  }
`);

const ChosenMachineQuery = graphql(`
  query ChosenMachine($id: ID!) {
    equipment(id: $id) {
      id
      code
      name
    }
  }
`);

/**
 * Machines of the farm matching the typed text (not retired), plus the chosen one when it
 * is not among them (a choice read from a link), so the picker shows its name, not its id.
 */
export function useMachineOptions(farmId: string, text: string, chosenId: string | null, known: boolean) {
  const { data, loading } = useQuery(MachineOptionsQuery, { variables: { farmId, text: text.trim() || null } });
  const machines = data?.equipmentList.edges.map((edge) => edge.node) ?? [];
  const lookup = !!chosenId && !known && !loading && !machines.some((machine) => machine.id === chosenId);
  // A machine that is gone or of another farm stays unnamed: no toast for a picker.
  const chosen = useQuery(ChosenMachineQuery, {
    variables: { id: chosenId ?? '' },
    skip: !lookup,
    context: OWN_ERROR_MESSAGE,
  });
  const extra = lookup && chosen.data?.equipment ? [chosen.data.equipment] : [];
  return { machines: [...extra, ...machines], loading };
}

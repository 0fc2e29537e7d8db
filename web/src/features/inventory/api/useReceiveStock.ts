import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { ReceiveStockMutationVariables } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterStockChange } from './afterPartChange';

const ReceiveStockMutation = graphql(`
  mutation ReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {
    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {
      id
      ...PartSummary_part
      ...MovementLedger_part
    }
  }
`);

/** Adds received stock; a unit cost moves the part to the weighted average cost. */
export function useReceiveStock() {
  const { t } = useTranslation();
  const [write, result] = useWrite(ReceiveStockMutation, afterStockChange);
  const receive = (variables: ReceiveStockMutationVariables) => write({ variables }, t('inventory.done.received'));
  return [receive, result] as const;
}

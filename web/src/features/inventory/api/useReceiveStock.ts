import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
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
  return useMutation(ReceiveStockMutation, afterStockChange);
}

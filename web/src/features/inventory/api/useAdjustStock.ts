import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { afterStockChange } from './afterPartChange';

const AdjustStockMutation = graphql(`
  mutation AdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {
    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {
      id
      ...PartSummary_part
      ...MovementLedger_part
    }
  }
`);

/** A signed correction with its reason (stock count, breakage). */
export function useAdjustStock() {
  return useMutation(AdjustStockMutation, afterStockChange);
}

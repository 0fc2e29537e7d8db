import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { afterStockChange } from './afterPartChange';

const IssueStockMutation = graphql(`
  mutation IssueStock($partId: ID!, $quantity: Float!, $note: String) {
    issueStock(partId: $partId, quantity: $quantity, note: $note) {
      id
      ...PartSummary_part
      ...MovementLedger_part
    }
  }
`);

/** Takes stock out; more than on hand is refused by the server. */
export function useIssueStock() {
  return useMutation(IssueStockMutation, afterStockChange);
}

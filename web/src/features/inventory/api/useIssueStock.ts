import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { IssueStockMutationVariables } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
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
  const { t } = useTranslation();
  const [write, result] = useWrite(IssueStockMutation, afterStockChange);
  const issue = (variables: IssueStockMutationVariables) => write({ variables }, t('inventory.done.issued'));
  return [issue, result] as const;
}

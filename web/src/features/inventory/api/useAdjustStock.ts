import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdjustStockMutationVariables } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
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
  const { t } = useTranslation();
  const [write, result] = useWrite(AdjustStockMutation, afterStockChange);
  const adjust = (variables: AdjustStockMutationVariables) => write({ variables }, t('inventory.done.adjusted'));
  return [adjust, result] as const;
}

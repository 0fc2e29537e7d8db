import { useAdjustStock } from '../api/useAdjustStock';
import { useIssueStock } from '../api/useIssueStock';
import { useReceiveStock } from '../api/useReceiveStock';

export type StockAction = 'receive' | 'adjust' | 'issue';

export interface StockMovementValues {
  quantity: number;
  unitCost?: number | null;
  /** The note of a receipt or issue; the reason of an adjustment. */
  note?: string | null;
}

/** The three stock movements of a part behind one call, as the movement form uses them. */
export function useStockMovement(partId: string) {
  const [receive, receiving] = useReceiveStock();
  const [adjust, adjusting] = useAdjustStock();
  const [issue, issuing] = useIssueStock();
  const run = (action: StockAction, { quantity, unitCost, note }: StockMovementValues) => {
    const text = note?.trim() || null;
    if (action === 'receive') return receive({ partId, quantity, unitCost: unitCost ?? null, note: text });
    if (action === 'adjust') return adjust({ partId, quantity, reason: text ?? '' });
    return issue({ partId, quantity, note: text });
  };
  return { run, saving: receiving.loading || adjusting.loading || issuing.loading };
}

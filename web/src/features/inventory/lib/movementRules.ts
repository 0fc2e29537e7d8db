import type { StockAction } from '../hooks/useStockMovement';

/** Translation key of what is wrong with a movement quantity, or null when it is fine. */
export function quantityError(action: StockAction, quantity: number | null | undefined): string | null {
  if (quantity === null || quantity === undefined || Number.isNaN(quantity)) return 'inventory.validation.required';
  if (action === 'adjust') return quantity === 0 ? 'inventory.validation.nonZero' : null;
  return quantity > 0 ? null : 'inventory.validation.positive';
}

/** The server wants a reason of at least three characters for an adjustment. */
export const REASON_MIN_LENGTH = 3;

export function reasonError(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (!text) return 'inventory.validation.required';
  return text.length < REASON_MIN_LENGTH ? 'inventory.validation.reasonLength' : null;
}

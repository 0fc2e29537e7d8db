import type { StockMovementType } from '../../../__generated__/graphql';

/** Tag colour of each movement type (antd preset names, so they follow the theme). */
export const MOVEMENT_COLORS: Record<StockMovementType, string> = {
  RECEIPT: 'success',
  ISSUE: 'processing',
  ADJUSTMENT: 'warning',
  RETURN: 'cyan',
};

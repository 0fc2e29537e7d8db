// A request's batched reads of labour: each order's entries, one query per batch.
import DataLoader from 'dataloader';
import type { LabourEntryRow, WorkOrderRow } from '../../../../db/schema.js';
import { rowsPerKey } from '../../../../lib/batched.js';
import type { Services } from '../../../kit/context.js';

export interface LabourLoaders {
  /** An order's labour entries, oldest first (running timers too). */
  labourOfOrder: DataLoader<Pick<WorkOrderRow, 'id' | 'farmId'>, LabourEntryRow[], string>;
}

export function labourLoaders({ labour }: Services): LabourLoaders {
  return {
    labourOfOrder: new DataLoader(
      async (orders) =>
        rowsPerKey(
          orders.map((order) => order.id),
          await labour.repository.entriesOf(orders),
          (row) => row.workOrderId,
        ),
      { cacheKeyFn: (order) => order.id },
    ),
  };
}

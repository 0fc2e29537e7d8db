// A request's batched reads of orders' parts: each order's lines and what each line cost,
// one query per batch whatever the number of orders or lines.
import DataLoader from 'dataloader';
import type { WorkOrderPartRow, WorkOrderRow } from '../../../../db/schema.js';
import { rowPerKey, rowsPerKey } from '../../../../lib/batched.js';
import type { Services } from '../../../kit/context.js';

export interface WorkOrderPartLoaders {
  /** An order's part lines, in the order they were added. */
  partsOfOrder: DataLoader<Pick<WorkOrderRow, 'id' | 'farmId'>, WorkOrderPartRow[], string>;
  /** What a line cost (issues less returns, at movement cost). */
  workOrderPartCost: DataLoader<string, number>;
}

export function workOrderPartLoaders({ workOrderParts }: Services): WorkOrderPartLoaders {
  const { repository } = workOrderParts;
  return {
    partsOfOrder: new DataLoader(
      async (orders) =>
        rowsPerKey(
          orders.map((order) => order.id),
          await repository.linesOf(orders),
          (row) => row.workOrderId,
        ),
      { cacheKeyFn: (order) => order.id },
    ),
    workOrderPartCost: new DataLoader(async (ids) =>
      rowPerKey(ids, await repository.costsOf(ids), (row) => row.id).map((row) => row?.cost ?? 0),
    ),
  };
}

// A request's batched reads of orders' costs: one aggregate query per batch of orders.
import DataLoader from 'dataloader';
import { rowPerKey } from '../../../../lib/batched.js';
import type { Services } from '../../../kit/context.js';
import type { WorkOrderCostModel } from './work-order-cost.mappers.js';

export interface WorkOrderCostLoaders {
  workOrderCost: DataLoader<string, WorkOrderCostModel | undefined>;
}

export function workOrderCostLoaders({ workOrderCost }: Services): WorkOrderCostLoaders {
  return {
    workOrderCost: new DataLoader(async (ids) =>
      rowPerKey(ids, await workOrderCost.repository.costsOf(ids), (row) => row.id),
    ),
  };
}

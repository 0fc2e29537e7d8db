// A request's batched reads for the graph: each machine's report token (made on first use),
// and the request each work order was approved from, one query per batch.
import DataLoader from 'dataloader';
import type { MaintenanceRequestRow } from '../../../db/schema-maintenance-requests.js';
import type { EquipmentRow } from '../../../db/schema.js';
import { rowPerKey } from '../../../lib/batched.js';
import type { Services } from '../../kit/context.js';

export interface RequestLoaders {
  /** A machine's report token (asked only for users who may see it). */
  requestTokenOf: DataLoader<Pick<EquipmentRow, 'id' | 'farmId'>, string, string>;
  /** The request an order was approved from. */
  requestOfWorkOrder: DataLoader<string, MaintenanceRequestRow | undefined>;
}

export function requestLoaders({ maintenanceRequests }: Services): RequestLoaders {
  const { repository } = maintenanceRequests;
  return {
    requestTokenOf: new DataLoader(
      async (machines) => {
        const tokens = await repository.tokensOf(machines);
        return machines.map((machine) => tokens.get(machine.id) ?? new Error('no report token'));
      },
      { cacheKeyFn: (machine) => machine.id },
    ),
    requestOfWorkOrder: new DataLoader(async (ids) =>
      rowPerKey(ids, await repository.ofWorkOrders(ids), (row) => row.workOrderId!),
    ),
  };
}

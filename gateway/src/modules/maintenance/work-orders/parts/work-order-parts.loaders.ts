// A request's batched reads of orders' parts: each order's lines, what each line cost and
// the lines reserving each part, one query per batch whatever the number of orders or lines.
import DataLoader from 'dataloader';
import type { SparePartRow, WorkOrderPartRow, WorkOrderRow } from '../../../../db/schema.js';
import { rowPerKey, rowsPerKey } from '../../../../lib/batched.js';
import type { Services } from '../../../kit/context.js';

export interface WorkOrderPartLoaders {
  /** An order's part lines, in the order they were added. */
  partsOfOrder: DataLoader<Pick<WorkOrderRow, 'id' | 'farmId'>, WorkOrderPartRow[], string>;
  /** What a line cost (issues less returns, at movement cost). */
  workOrderPartCost: DataLoader<string, number>;
  /** The open orders' lines that still reserve a part (its farm's), the oldest plan first. */
  reservationsOfPart: DataLoader<PartReservations, WorkOrderPartRow[], string>;
}

/** A part of a page, and how many of its reserving lines its field asks for. */
export interface PartReservations {
  part: Pick<SparePartRow, 'id' | 'farmId'>;
  first: number;
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
    // One query for the batch at its largest `first`; each part keeps as many as it asked for.
    reservationsOfPart: new DataLoader(
      async (requests) => {
        const first = Math.max(...requests.map((request) => request.first));
        const rows = await repository.reservationsOf(
          requests.map((request) => request.part),
          first,
        );
        return rowsPerKey(
          requests.map((request) => request.part.id),
          rows,
          (row) => row.partId,
        ).map((lines, index) => lines.slice(0, requests[index].first));
      },
      { cacheKeyFn: ({ part, first }) => `${first} ${part.id}` },
    ),
  };
}

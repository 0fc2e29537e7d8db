// The shapes spare parts leave in for the graph.
import type { SparePartRow } from '../../../db/schema.js';
import type { Connection } from '../../../lib/pagination.js';
import type { InventoryRepository } from './inventory.repository.js';

export type SparePartModel = SparePartRow;

/** A page of parts; farmId lets the connection resolve the farm's stock value. */
export type SparePartConnectionModel = Connection<SparePartRow> & { farmId: string };

/** A quantity at the database's precision (thousandths), free of floating-point dust. */
export const roundQuantity = (quantity: number) => Math.round(quantity * 1000) / 1000;

/** What is left for new uses: on hand less what open work orders reserve. */
export const availableOf = (part: Pick<SparePartRow, 'quantityOnHand' | 'quantityReserved'>) =>
  roundQuantity(part.quantityOnHand - part.quantityReserved);

/** A ledger row as a part's movements list reads it (with who made it). */
export type StockMovementModel = Awaited<ReturnType<InventoryRepository['movementsOf']>>[number];

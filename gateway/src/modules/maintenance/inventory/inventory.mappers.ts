// The shapes spare parts leave in for the graph.
import type { SparePartRow } from '../../../db/schema.js';
import type { Connection } from '../../../lib/pagination.js';

export type SparePartModel = SparePartRow;

/** A page of parts; farmId lets the connection resolve the farm's stock value. */
export type SparePartConnectionModel = Connection<SparePartRow> & { farmId: string };

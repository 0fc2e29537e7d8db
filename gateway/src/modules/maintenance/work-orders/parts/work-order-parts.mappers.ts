// The shapes an order's parts leave in for the graph.
import type { WorkOrderPartRow } from '../../../../db/schema.js';

export type WorkOrderPartModel = WorkOrderPartRow;

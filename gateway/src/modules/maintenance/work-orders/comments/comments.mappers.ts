// The shape comments leave in for the graph.
import type { WorkOrderCommentRow } from '../../../../db/schema-maintenance-requests.js';

export type WorkOrderCommentModel = WorkOrderCommentRow;

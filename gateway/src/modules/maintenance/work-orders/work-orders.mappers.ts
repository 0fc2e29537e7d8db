// The shapes work orders leave in for the graph.
import type { ChecklistItemRow, DowntimeRow, FailureCodeRow, WorkOrderRow } from '../../../db/schema.js';

export type WorkOrderModel = WorkOrderRow;
export type ChecklistItemModel = ChecklistItemRow;
export type FailureCodeModel = FailureCodeRow;
export type DowntimePeriodModel = DowntimeRow;

/** A person named on an order (assignee, requester). */
export interface WorkOrderPersonModel {
  id: string;
  name: string;
  avatar: string | null;
}

/** The number as people read it: WO-000123 (six digits at least). */
export const formatNumber = (n: number) => `WO-${String(n).padStart(6, '0')}`;

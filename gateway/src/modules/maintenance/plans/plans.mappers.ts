// The shapes plans leave in for the graph.
import type { MaintenancePlanRow, PlanPart, WorkOrderRow } from '../../../db/schema.js';

export type MaintenancePlanModel = MaintenancePlanRow;
export type PlanPartModel = PlanPart;
export interface PlanSchedulerRunModel {
  opened: number;
  orders: WorkOrderRow[];
}

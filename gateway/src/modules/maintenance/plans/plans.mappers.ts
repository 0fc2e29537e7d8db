// The shapes plans leave in for the graph.
import type { EquipmentRow, MaintenancePlanRow, PlanPart, WorkOrderRow } from '../../../db/schema.js';

export type MaintenancePlanModel = MaintenancePlanRow;
export type PlanPartModel = PlanPart;
export interface PlanSchedulerRunModel {
  opened: number;
  orders: WorkOrderRow[];
}

/** One forecast point of a plan on the planning calendar, its plan and machine already read. */
export interface PlanForecastModel {
  plan: MaintenancePlanRow;
  equipment: EquipmentRow;
  dueDate: string;
  meter: number | null;
  breakIn: boolean;
  key: string;
  overdue: boolean;
  hasOpenOrder: boolean;
}

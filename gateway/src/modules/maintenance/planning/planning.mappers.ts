// The shapes the planning view leaves in for the graph.
import type { WorkOrderRow } from '../../../db/schema.js';
import type { WorkOrderPersonModel } from '../work-orders/work-orders.mappers.js';
import type { PlanningFilter } from './planning.schemas.js';

/**
 * A farm's planning range, checked: the parent of Planning's fields. A module that adds a
 * field (the plans' forecasts, `extend type Planning`) reads the same range from it.
 */
export interface PlanningModel {
  farmId: string;
  /** First and last day, inclusive (UTC days). */
  from: string;
  to: string;
  filter: PlanningFilter;
  weeklyCapacityHours: number;
}

/** An order on the calendar: the day it shows on, and whether its schedule or due date put it there. */
export interface PlannedOrderModel {
  day: string;
  basis: 'SCHEDULED' | 'DUE_DATE';
  order: WorkOrderRow;
}

/** One technician's estimated hours in one ISO week. */
export interface TechnicianWeekModel {
  technician: WorkOrderPersonModel;
  week: string;
  weekStart: string;
  estimatedHours: number;
  orderCount: number;
  capacityHours: number;
}

export interface RescheduledWorkOrderModel {
  order: WorkOrderRow;
  previous: { scheduledStart: Date | null; scheduledEnd: Date | null; assigneeIds: string[] };
}

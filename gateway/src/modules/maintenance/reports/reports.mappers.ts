// The shapes the reports hand the graph. A row that names a machine, part, order or failure
// code carries its id (the graph loads the entity through the request's loaders) and the
// code and name the CSV export writes.
import type { EQUIPMENT_CATEGORIES } from '../../../db/schema.js';

export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

/** A farm's checked period and filter: the parent of every report field. */
export interface ReportsModel {
  farmId: string;
  from: string;
  to: string;
  timeZone: string;
  currency: string;
  periodStart: Date;
  /** The first instant after `to`, or now when that is still to come. */
  periodEnd: Date;
  periodHours: number;
  equipmentId: string | null;
  category: EquipmentCategory | null;
  /** The database's now, once for every report of the request. */
  now: Date;
  /** The farm's day at `now`. */
  today: string;
  /** Reports several fields read (reliability feeds downtime), computed once per request. */
  memo: Map<string, Promise<unknown>>;
}

/** A machine named in a report row. */
interface MachineNamed {
  equipmentId: string;
  code: string;
  name: string;
}

export interface MachineReliabilityModel extends MachineNamed {
  basis: 'CALENDAR' | 'METER';
  operatingHours: number;
  failures: number;
  mtbfHours: number | null;
  repairs: number;
  repairHours: number;
  mttrHours: number | null;
  downtimeHours: number;
  availability: number;
  /** Downtime periods overlapping the period. */
  periods: number;
}

export interface MachineDowntimeModel extends MachineNamed {
  hours: number;
  periods: number;
  share: number;
}

export interface FailureCodeCountModel {
  failureCodeId: string | null;
  code: string | null;
  label: string | null;
  failures: number;
  share: number;
  cumulativeShare: number;
}

export interface MachineFailureCountModel extends MachineNamed {
  failures: number;
  share: number;
  cumulativeShare: number;
}

export interface MachineCostModel extends MachineNamed {
  parts: number;
  labour: number;
  total: number;
  labourHours: number;
  purchaseCost: number | null;
  shareOfPurchaseCost: number | null;
}

export type PmOutcome = 'ON_TIME' | 'LATE' | 'MISSED' | 'NOT_YET_DUE';

/** The PM counts, and the period its exceptions are listed for. */
export interface PmComplianceReportModel {
  due: number;
  onTime: number;
  late: number;
  missed: number;
  notYetDue: number;
  compliance: number | null;
  report: ReportsModel;
}

export interface PmExceptionModel {
  orderId: string;
  number: number;
  title: string;
  equipmentCode: string;
  dueDate: string;
  outcome: PmOutcome;
  completedOn: string | null;
  daysLate: number;
}

export interface PartConsumptionModel {
  partId: string;
  partNumber: string;
  name: string;
  unit: string;
  issued: number;
  returned: number;
  net: number;
  netValue: number;
  share: number | null;
}

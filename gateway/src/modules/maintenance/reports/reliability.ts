// MTBF, MTTR, availability and downtime from the per-machine figures the SQL aggregated:
// the divisions, the operating-time basis and the farm's totals (sums over those rows).
import { hours, perCount, ratio, shareOf } from './figures.js';
import type {
  FailureCodeCountModel,
  MachineDowntimeModel,
  MachineFailureCountModel,
  MachineReliabilityModel,
} from './reports.mappers.js';
import type { MachineFiguresRow, ParetoRow } from './reliability.repository.js';

export interface ReliabilityReport {
  machines: number;
  operatingHours: number;
  failures: number;
  mtbfHours: number | null;
  repairs: number;
  repairHours: number;
  mttrHours: number | null;
  downtimeHours: number;
  availability: number | null;
  byMachine: MachineReliabilityModel[];
}

const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** A machine's operating hours: its meter's when the meter moved over the period, else the period less its downtime. */
function operatingOf({ meterHours, downtimeHours }: MachineFiguresRow, periodHours: number) {
  if (meterHours !== null && meterHours > 0) return { metered: true, operating: meterHours };
  return { metered: false, operating: Math.max(0, periodHours - downtimeHours) };
}

function machineReliability(row: MachineFiguresRow, periodHours: number): MachineReliabilityModel {
  const { meterHours: _meterHours, ...figures } = row;
  const { metered, operating } = operatingOf(row, periodHours);
  return {
    ...figures,
    basis: metered ? 'METER' : 'CALENDAR',
    operatingHours: hours(operating),
    mtbfHours: perCount(operating, row.failures),
    repairHours: hours(row.repairHours),
    mttrHours: perCount(row.repairHours, row.repairs),
    downtimeHours: hours(row.downtimeHours),
    availability: periodHours ? ratio((periodHours - row.downtimeHours) / periodHours) : 1,
  };
}

export function reliabilityOf(rows: readonly MachineFiguresRow[], periodHours: number): ReliabilityReport {
  const byMachine = rows.map((row) => machineReliability(row, periodHours));
  // From the unrounded figures, so that rounding each machine does not add up.
  const operating = sum(rows, (row) => operatingOf(row, periodHours).operating);
  const [failures, repairs] = [sum(rows, (row) => row.failures), sum(rows, (row) => row.repairs)];
  const [repairHours, downtime] = [sum(rows, (row) => row.repairHours), sum(rows, (row) => row.downtimeHours)];
  const fleetHours = rows.length * periodHours;
  return {
    machines: rows.length,
    operatingHours: hours(operating),
    failures,
    mtbfHours: perCount(operating, failures),
    repairs,
    repairHours: hours(repairHours),
    mttrHours: perCount(repairHours, repairs),
    downtimeHours: hours(downtime),
    availability: fleetHours ? ratio((fleetHours - downtime) / fleetHours) : null,
    byMachine,
  };
}

/** The machines with downtime, most first, each with its share of the farm's. */
export function downtimeByMachineOf(rows: readonly MachineFiguresRow[]): MachineDowntimeModel[] {
  const total = sum(rows, (row) => row.downtimeHours);
  return rows
    .filter((row) => row.downtimeHours > 0)
    .sort((a, b) => b.downtimeHours - a.downtimeHours || (a.code < b.code ? -1 : 1))
    .map(({ equipmentId, code, name, downtimeHours, periods }) => ({
      equipmentId,
      code,
      name,
      hours: hours(downtimeHours),
      periods,
      share: shareOf(downtimeHours, total) ?? 0,
    }));
}

export function downtimeByReasonOf(rows: readonly { reason: string; periods: number; hours: number }[]) {
  const total = sum(rows, (row) => row.hours);
  return rows.map((row) => ({ ...row, hours: hours(row.hours), share: shareOf(row.hours, total) ?? 0 }));
}

/** The Pareto bars of one grouping, as the SQL ordered them. */
export function paretoOf(rows: readonly ParetoRow[]) {
  const shares = (row: ParetoRow) => ({
    failures: row.failures,
    share: ratio(row.share),
    cumulativeShare: ratio(row.cumulativeShare),
  });
  const codes = (kind: 'PROBLEM' | 'CAUSE'): FailureCodeCountModel[] =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ failureCodeId: row.id, code: row.code, label: row.label, ...shares(row) }));
  const byMachine: MachineFailureCountModel[] = rows
    .filter((row) => row.kind === 'MACHINE')
    .map((row) => ({ equipmentId: row.id!, code: row.code!, name: row.label!, ...shares(row) }));
  return {
    failures: sum(byMachine, (row) => row.failures),
    byProblem: codes('PROBLEM'),
    byCause: codes('CAUSE'),
    byMachine,
  };
}

// The reports' SQL, one statement per report (reliability.repository.ts and its neighbours),
// and what a request checks first: the farm's calendar (time zone, today) and currency, the
// period's instants in that calendar, and whether a filtered machine is the farm's.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { costs, workByType } from './cost.repository.js';
import { backlog, pmExceptions, pmOutcomes } from './pm.repository.js';
import { downtimeByReason, failureCounts, machineFigures } from './reliability.repository.js';
import { rowsOf, type ReportScope } from './report-sql.js';
import { consumption, stockValue } from './stock.repository.js';

export interface FarmCalendar {
  timeZone: string;
  currency: string;
  periodStart: Date;
  /** The first instant after the period's last day. */
  afterPeriod: Date;
  now: Date;
  today: string;
  /** Whether the machine asked for is one of the farm's (true when none was). */
  machineFound: boolean;
}

const fromEpoch = (seconds: number) => new Date(Math.round(seconds * 1000));

export class ReportsRepository {
  constructor(readonly db: Db) {}

  /** Undefined when the farm does not exist. */
  async calendar(
    farmId: string,
    from: string,
    to: string,
    equipmentId: string | null,
  ): Promise<FarmCalendar | undefined> {
    const machine = equipmentId
      ? sql`EXISTS (SELECT 1 FROM equipment WHERE farm_id = f.id AND id = ${equipmentId}::uuid)`
      : sql`true`;
    const [row] = await rowsOf<{
      timeZone: string;
      currency: string;
      start: number;
      after: number;
      now: number;
      today: string;
      machineFound: boolean;
    }>(
      this.db,
      sql`SELECT f.time_zone AS "timeZone", f.currency,
        extract(epoch FROM ${from}::date::timestamp AT TIME ZONE f.time_zone)::float8 AS start,
        extract(epoch FROM (${to}::date + 1)::timestamp AT TIME ZONE f.time_zone)::float8 AS after,
        extract(epoch FROM now())::float8 AS now,
        (now() AT TIME ZONE f.time_zone)::date::text AS today,
        ${machine} AS "machineFound"
      FROM farms f WHERE f.id = ${farmId}::uuid`,
    );
    if (!row) return undefined;
    const { start, after, now, ...rest } = row;
    return { ...rest, periodStart: fromEpoch(start), afterPeriod: fromEpoch(after), now: fromEpoch(now) };
  }

  machineFigures = (scope: ReportScope) => machineFigures(this.db, scope);
  downtimeByReason = (scope: ReportScope) => downtimeByReason(this.db, scope);
  failureCounts = (scope: ReportScope) => failureCounts(this.db, scope);
  costs = (scope: ReportScope) => costs(this.db, scope);
  workByType = (scope: ReportScope) => workByType(this.db, scope);
  pmOutcomes = (scope: ReportScope) => pmOutcomes(this.db, scope);
  pmExceptions = (scope: ReportScope, first: number) => pmExceptions(this.db, scope, first);
  backlog = (scope: ReportScope) => backlog(this.db, scope);
  consumption = (scope: ReportScope, top: number) => consumption(this.db, scope, top);
  stockValue = (scope: ReportScope) => stockValue(this.db, scope);
}

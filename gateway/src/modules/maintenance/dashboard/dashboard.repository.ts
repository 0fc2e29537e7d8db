// The dashboard's reads: each figure one aggregate, farm-scoped, from the statements prepared
// in dashboard.statements.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { idsParam } from '../../../lib/batched.js';
import { dashboardStatements } from './dashboard.statements.js';

/** Days of downtime the machine chart sums. */
export const DOWNTIME_DAYS = 90;
/** Weeks of the orders chart, this one included. */
export const WEEKS = 12;

export class DashboardRepository {
  private readonly statements;

  constructor(readonly db: Db) {
    this.statements = dashboardStatements(db);
  }

  openByPriority(farmId: string) {
    return this.statements.openByPriority.execute({ farmId });
  }

  overdue(farmId: string, today: string) {
    return this.statements.overdue.execute({ farmId, today });
  }

  completedThisMonth(farmId: string) {
    return this.statements.completedThisMonth.execute({ farmId });
  }

  /**
   * The farm's DOWN machines and since when: the last audit entry that set the machine DOWN,
   * else its oldest open order that took it down; longest down first. Three flat queries: as
   * correlated subqueries in the select list, Drizzle left the outer columns unqualified, so
   * they compared each subquery's table with itself and every "since" came back null (150 ms).
   */
  async machinesDown(farmId: string) {
    const machines = await this.statements.machinesDown.execute({ farmId });
    if (!machines.length) return [];
    const ids = { farmId, ...idsParam(machines.map((machine) => machine.id)) };
    const [setDown, tookDown] = await Promise.all([
      this.statements.lastSetDown.execute(ids),
      this.statements.firstTookDown.execute(ids),
    ]);
    const audited = new Map(setDown.map((row) => [row.id, row.at]));
    const ordered = new Map(tookDown.map((row) => [row.id, row.at]));
    const since = (id: string) => {
      const at = audited.get(id) ?? ordered.get(id);
      return at ? new Date(at) : null;
    };
    return machines
      .map((machine) => ({ machine, since: since(machine.id) }))
      .sort(
        (a, b) =>
          (a.since?.getTime() ?? Infinity) - (b.since?.getTime() ?? Infinity) ||
          a.machine.code.localeCompare(b.machine.code),
      );
  }

  async pendingRequests(farmId: string): Promise<number> {
    const [row] = await this.statements.pendingRequests.execute({ farmId });
    return row?.count ?? 0;
  }

  async lowStockParts(farmId: string): Promise<number> {
    const [row] = await this.statements.lowStockParts.execute({ farmId });
    return row?.count ?? 0;
  }

  async currency(farmId: string): Promise<string> {
    const [row] = await this.statements.currency.execute({ farmId });
    return row?.currency ?? 'USD';
  }

  recentActivity(farmId: string, first: number) {
    return this.statements.recentActivity.execute({ farmId, first });
  }

  /** Orders opened, and completed, per week (Monday, UTC) since `from`; weeks without any are absent. */
  weekly(farmId: string, from: Date) {
    return this.statements.weekly.execute({ farmId, from: from.toISOString().slice(0, 10) });
  }

  /** Hours down per machine over the window [from, now], the part of each period inside it. */
  downtimeByMachine(farmId: string, from: Date, first: number) {
    return this.statements.downtimeByMachine.execute({ farmId, from: from.toISOString(), first });
  }

  /** Folds the count deltas into one row per key (the dashboard's job): reads stay short. */
  async foldCounts(): Promise<void> {
    await this.db.execute(sql`SELECT work_order_counts_fold()`);
  }
}

// The dashboard: the farm-access check once, then one aggregate query per figure. "This
// month" is the farm's (its time zone); overdue and the charts' weeks are UTC days, as the
// work-order list's overdue filter is.
import { z } from 'zod';
import { parseInput } from '../../../lib/validation.js';
import { assertFarmAccess } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { today } from '../work-orders/work-orders.service.js';
import type { DashboardModel } from './dashboard.mappers.js';
import { DOWNTIME_DAYS, WEEKS, type DashboardRepository } from './dashboard.repository.js';

const DAY = 86_400_000;
const activityInput = z.object({ first: z.number().int().min(1).max(50) });

/** Monday 00:00 UTC of the week `weeksBack` weeks before the one holding `now`. */
export function weekStart(now: Date, weeksBack: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - (sinceMonday + 7 * weeksBack) * DAY);
}

export class DashboardService {
  constructor(readonly repository: DashboardRepository) {}

  /** The farm's dashboard; FORBIDDEN (as every farm-scoped query) for a non-member. */
  of(user: UserModel, farmId: string): DashboardModel {
    assertFarmAccess(user, farmId);
    return { farmId };
  }

  async openByPriority({ farmId }: DashboardModel) {
    return this.repository.openByPriority(farmId);
  }

  async overdue({ farmId }: DashboardModel) {
    return (await this.repository.overdue(farmId, today())).map((row) => ({ ...row, priority: null }));
  }

  async completedThisMonth({ farmId }: DashboardModel) {
    return (await this.repository.completedThisMonth(farmId)).map((row) => ({ ...row, priority: null }));
  }

  async machinesDown({ farmId }: DashboardModel) {
    return (await this.repository.machinesDown(farmId)).map(({ machine, since }) => ({ equipment: machine, since }));
  }

  pendingRequests = ({ farmId }: DashboardModel) => this.repository.pendingRequests(farmId);
  lowStockParts = ({ farmId }: DashboardModel) => this.repository.lowStockParts(farmId);
  currency = ({ farmId }: DashboardModel) => this.repository.currency(farmId);

  recentActivity({ farmId }: DashboardModel, first: number) {
    const input = parseInput(activityInput, { first });
    return this.repository.recentActivity(farmId, input.first);
  }

  /** The last WEEKS weeks, oldest first, a week without orders as zeros. */
  async ordersPerWeek({ farmId }: DashboardModel, now = new Date()) {
    const weeks = await this.repository.weekly(farmId, weekStart(now, WEEKS - 1));
    return Array.from({ length: WEEKS }, (_, index) => {
      const key = weekStart(now, WEEKS - 1 - index)
        .toISOString()
        .slice(0, 10);
      const week = weeks.find((row) => row.week === key);
      return { weekStart: key, opened: week?.opened ?? 0, completed: week?.completed ?? 0 };
    });
  }

  async downtimeByMachine({ farmId }: DashboardModel, now = new Date()) {
    const rows = await this.repository.downtimeByMachine(farmId, new Date(now.getTime() - DOWNTIME_DAYS * DAY), 10);
    return rows.map(({ machine, hours }) => ({ equipment: machine, hours: Math.round(hours * 10) / 10 }));
  }
}

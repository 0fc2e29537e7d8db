// The plans' forecast on the planning calendar: each active plan's expected due points in the
// calendar's range (forecast.ts), next to the orders that exist. The active plans' reads
// (active-plans.ts) and one more for their open orders, whatever the number of plans. The
// range's farm access was checked when the planning was read.
import type { PlanningModel } from '../planning/planning.mappers.js';
import { activePlansOf } from './active-plans.js';
import { forecastDue } from './forecast.js';
import { addDays, minDate } from './local-date.js';
import { toSchedule } from './plan-schedule.js';
import type { PlanForecastModel } from './plans.mappers.js';
import type { PlanRepository } from './plans.repository.js';

/** How far past the farm's today plans are forecast (DESIGN §4 Planning: the next 90 days). */
export const FORECAST_DAYS = 90;
/** Points per plan counted from its next due: more than a daily plan has in FORECAST_DAYS. */
const MAX_POINTS = 100;

export async function planForecasts(
  repository: PlanRepository,
  { farmId, from, to, filter }: PlanningModel,
  now = new Date(),
): Promise<PlanForecastModel[]> {
  if (filter.type?.length && !filter.type.includes('PREVENTIVE')) return [];
  const { rows, usages, today } = await activePlansOf(repository, farmId, filter, now);
  if (!rows.length) return [];
  const until = minDate(to, addDays(today, FORECAST_DAYS));
  const openOrders = await repository.openOrdersOf(rows.map(({ plan }) => plan.id));
  const openKey = new Map(openOrders.map((order) => [order.planId!, order.planDueKey]));

  const forecasts: PlanForecastModel[] = [];
  for (const { plan, machine } of rows) {
    const points = forecastDue(toSchedule(plan), usages.get(machine.id)!, today, until, MAX_POINTS);
    points.forEach(({ point, key, dueDate }, index) => {
      if (!key || dueDate < from) return;
      // The open order serves its own key and, whatever its key, the plan's next point.
      const hasOpenOrder = openKey.has(plan.id) && (index === 0 || openKey.get(plan.id) === key);
      const { meter, breakIn } = point;
      forecasts.push({
        plan,
        equipment: machine,
        dueDate,
        meter,
        breakIn,
        key,
        overdue: dueDate < today,
        hasOpenOrder,
      });
    });
  }
  // Stable: plans came by title, so one day's points stay in title order.
  return forecasts.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

// The farm's reports: who may read them (reports.view on the farm) and the checked period,
// once per request; then each report is its own aggregate query, run when asked for, and
// shaped here (divisions, rounding, shares) for the graph and the CSV export alike.
import { badInput, notFound } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validation.js';
import { assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { costOf, plannedVsReactiveOf } from './cost.js';
import { hours } from './figures.js';
import { backlogOf, pmComplianceOf } from './pm.js';
import { downtimeByMachineOf, downtimeByReasonOf, paretoOf, reliabilityOf } from './reliability.js';
import type { PmComplianceReportModel, ReportsModel } from './reports.mappers.js';
import type { ReportsRepository } from './reports.repository.js';
import { ExceptionsSchema, ReportInputSchema, TopSchema } from './reports.schemas.js';
import { consumptionOf, stockValueOf } from './stock.js';

export const REPORTS_VIEW = 'reports.view';
const HOUR = 3_600_000;

export class ReportsService {
  constructor(readonly repository: ReportsRepository) {}

  /**
   * The checked period and filter every report reads. FORBIDDEN without reports.view on the
   * farm (before the input is read: an outsider learns nothing from its errors); NOT_FOUND
   * for a farm or filtered machine that is not there; BAD_USER_INPUT for a period that is
   * reversed, longer than a year or starts after the farm's today.
   */
  async of(user: UserModel, farmId: string, input: unknown): Promise<ReportsModel> {
    assertFarmPermission(user, farmId, REPORTS_VIEW);
    const { period, filter } = parseInput(ReportInputSchema, input);
    const equipmentId = filter?.equipmentId?.toLowerCase() ?? null;
    const calendar = await this.repository.calendar(farmId, period.from, period.to, equipmentId);
    if (!calendar) throw notFound('Farm');
    if (!calendar.machineFound) throw notFound('Machine');
    if (period.from > calendar.today)
      throw badInput(`period.from: the period starts after the farm's today (${calendar.today})`);
    const { afterPeriod, now } = calendar;
    const periodEnd = afterPeriod < now ? afterPeriod : now;
    return {
      farmId: farmId.toLowerCase(),
      ...period,
      timeZone: calendar.timeZone,
      currency: calendar.currency,
      periodStart: calendar.periodStart,
      periodEnd,
      periodHours: (periodEnd.getTime() - calendar.periodStart.getTime()) / HOUR,
      equipmentId,
      category: filter?.category ?? null,
      now,
      today: calendar.today,
      memo: new Map(),
    };
  }

  /** A query several report fields read, run once per request. */
  private once<T>(model: ReportsModel, key: string, run: () => Promise<T>): Promise<T> {
    if (!model.memo.has(key)) model.memo.set(key, run());
    return model.memo.get(key) as Promise<T>;
  }

  private machineFigures = (model: ReportsModel) =>
    this.once(model, 'machineFigures', () => this.repository.machineFigures(model));

  async reliability(model: ReportsModel) {
    return reliabilityOf(await this.machineFigures(model), model.periodHours);
  }

  async downtime(model: ReportsModel) {
    const [machines, reasons] = await Promise.all([
      this.machineFigures(model),
      this.repository.downtimeByReason(model),
    ]);
    return {
      totalHours: hours(machines.reduce((total, row) => total + row.downtimeHours, 0)),
      byMachine: downtimeByMachineOf(machines),
      byReason: downtimeByReasonOf(reasons),
    };
  }

  async failurePareto(model: ReportsModel) {
    return paretoOf(await this.repository.failureCounts(model));
  }

  async cost(model: ReportsModel) {
    return costOf(await this.repository.costs(model), model.from, model.to);
  }

  async pmCompliance(model: ReportsModel): Promise<PmComplianceReportModel> {
    return { ...pmComplianceOf(await this.repository.pmOutcomes(model)), report: model };
  }

  pmExceptions(model: ReportsModel, first: number) {
    return this.repository.pmExceptions(model, parseInput(ExceptionsSchema, { first }).first);
  }

  async plannedVsReactive(model: ReportsModel) {
    return plannedVsReactiveOf(await this.repository.workByType(model));
  }

  async backlog(model: ReportsModel) {
    return backlogOf(await this.repository.backlog(model));
  }

  async partsConsumption(model: ReportsModel, top: number) {
    return consumptionOf(await this.repository.consumption(model, parseInput(TopSchema, { top }).top));
  }

  async stockValue(model: ReportsModel) {
    return stockValueOf(await this.repository.stockValue(model));
  }
}

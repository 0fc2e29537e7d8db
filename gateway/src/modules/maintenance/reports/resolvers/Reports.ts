import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { hours } from '../figures.js';

export const Reports: Resolvers['Reports'] = {
  periodHours: (report) => hours(report.periodHours),
  reliability: (report, _, ctx) => ctx.services.reports.reliability(report),
  downtime: (report, _, ctx) => ctx.services.reports.downtime(report),
  failurePareto: (report, _, ctx) => ctx.services.reports.failurePareto(report),
  cost: (report, _, ctx) => ctx.services.reports.cost(report),
  pmCompliance: (report, _, ctx) => ctx.services.reports.pmCompliance(report),
  plannedVsReactive: (report, _, ctx) => ctx.services.reports.plannedVsReactive(report),
  backlog: (report, _, ctx) => ctx.services.reports.backlog(report),
  partsConsumption: (report, { top }, ctx) => ctx.services.reports.partsConsumption(report, top ?? 10),
  stockValue: (report, _, ctx) => ctx.services.reports.stockValue(report),
};

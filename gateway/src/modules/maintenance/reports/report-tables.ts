// The reports as tables: for each name of GET /api/reports/<name>.csv and .pdf, the report the
// service gives the graph, its rows and the columns written of them, so the files and the
// screen agree. A column has its English CSV header and raw value, and for the PDF its name
// in the app's words (an i18n key of web/public/assets/i18n) and how its value is written.
import { formatNumber } from '../work-orders/work-orders.mappers.js';
import type { CsvColumn } from './csv.js';
import type { ReportsModel } from './reports.mappers.js';
import type { ReportsService } from './reports.service.js';

/** Options a table may read from the query string (already range-checked by the service). */
export interface TableOptions {
  top: number;
  first: number;
}

/** How the PDF writes a value: in the reader's language, money in the farm's currency. */
export type ValueKind = 'text' | 'number' | 'hours' | 'share' | 'money' | 'date' | 'month';

export interface ReportColumn<Row> extends CsvColumn<Row> {
  /** The column's name on screen and on paper (an i18n key). */
  label: string;
  kind?: ValueKind;
  /** An enumeration: its values are named by `<values>.<value>` (i18n keys). */
  values?: string;
  /** A cell whose value is an English word (the farm's row): the i18n key of its word. */
  word?: (row: Row) => string | undefined;
}

/** A headline figure of a report (MTBF, total cost), above its table in the PDF. */
export interface ReportFigure {
  label: string;
  kind: ValueKind;
  value: number | null;
}

export interface ReportTable<Report = unknown, Row = unknown> {
  /** The report's title on paper: reports.sections.<section>.title, then the view's name. */
  section: string;
  view?: string;
  report(service: ReportsService, model: ReportsModel, options: TableOptions): Promise<Report>;
  rows(report: Report, model: ReportsModel): readonly Row[];
  /** Read only for the PDF, which may need one more query for them. */
  figures?(report: Report, service: ReportsService, model: ReportsModel): ReportFigure[] | Promise<ReportFigure[]>;
  columns: ReportColumn<Row>[];
}

/** What a report method of the service gives. */
type Report<K extends keyof ReportsService> = Awaited<
  ReturnType<Extract<ReportsService[K], (...args: never[]) => unknown>>
>;
type Row<T extends readonly unknown[]> = T[number];
type Reliability = Report<'reliability'>;
type ReliabilityRow = Omit<Reliability, 'byMachine' | 'machines'> & { code: string; name: string; basis: string };
type Cost = Report<'cost'>;
type CostRow<K extends 'byMonth' | 'byMachine' | 'byCategory'> = Row<Cost[K]>;
type Pareto = Report<'failurePareto'>;
type ParetoRow<K extends 'byProblem' | 'byCause' | 'byMachine'> = Row<Pareto[K]>;
type Downtime = Report<'downtime'>;
type Pm = Report<'pmCompliance'>;

// Each table is typed where it is written; the map forgets its types.
const table = <R, Rw>(definition: ReportTable<R, Rw>) => definition as unknown as ReportTable;
const figure = (label: string, kind: ValueKind, value: number | null): ReportFigure => ({ label, kind, value });

const machine = <Rw extends { code: string; name: string }>(): ReportColumn<Rw>[] => [
  { header: 'Code', label: 'reports.columns.code', value: (row) => row.code },
  { header: 'Machine', label: 'reports.columns.machine', value: (row) => row.name },
];
const amounts = <
  Rw extends { parts: number; labour: number; total: number; labourHours: number },
>(): ReportColumn<Rw>[] => [
  { header: 'Parts', label: 'reports.columns.parts', kind: 'money', value: (row) => row.parts },
  { header: 'Labour', label: 'reports.columns.labour', kind: 'money', value: (row) => row.labour },
  { header: 'Total', label: 'reports.columns.total', kind: 'money', value: (row) => row.total },
  { header: 'Labour hours', label: 'reports.columns.labourHours', kind: 'hours', value: (row) => row.labourHours },
];
const shares = <Rw extends { failures: number; share: number; cumulativeShare: number }>(): ReportColumn<Rw>[] => [
  { header: 'Failures', label: 'reports.columns.failures', kind: 'number', value: (row) => row.failures },
  { header: 'Share', label: 'reports.columns.share', kind: 'share', value: (row) => row.share },
  {
    header: 'Cumulative share',
    label: 'reports.columns.cumulativeShare',
    kind: 'share',
    value: (row) => row.cumulativeShare,
  },
];
const downtimeColumns = <Rw extends { hours: number; periods: number; share: number }>(): ReportColumn<Rw>[] => [
  { header: 'Downtime (h)', label: 'reports.columns.downtime', kind: 'hours', value: (row) => row.hours },
  { header: 'Periods', label: 'reports.columns.periods', kind: 'number', value: (row) => row.periods },
  { header: 'Share', label: 'reports.columns.share', kind: 'share', value: (row) => row.share },
];

const reliabilityFigures = (farm: Reliability) => [
  figure('reports.figures.mtbf', 'hours', farm.mtbfHours),
  figure('reports.figures.mttr', 'hours', farm.mttrHours),
  figure('reports.figures.availability', 'share', farm.availability),
  figure('reports.figures.failures', 'number', farm.failures),
  figure('reports.figures.repairs', 'number', farm.repairs),
  figure('reports.figures.downtime', 'hours', farm.downtimeHours),
];
const downtimeFigures = (report: Downtime) => [figure('reports.figures.downtime', 'hours', report.totalHours)];
const paretoFigures = (report: Pareto) => [figure('reports.figures.failures', 'number', report.failures)];
const costFigures = (cost: Cost) => [
  figure('reports.figures.cost', 'money', cost.total),
  figure('reports.columns.parts', 'money', cost.parts),
  figure('reports.columns.labour', 'money', cost.labour),
  figure('reports.columns.labourHours', 'hours', cost.labourHours),
];
const pmFigures = (pm: Pm) => [
  figure('reports.figures.compliance', 'share', pm.compliance),
  figure('reports.figures.due', 'number', pm.due),
];

const paretoTable = <K extends 'byProblem' | 'byCause'>(view: string, key: K, header: string, label: string) =>
  table<Pareto, ParetoRow<K>>({
    section: 'failures',
    view,
    report: (service, model) => service.failurePareto(model),
    rows: (report) => report[key],
    figures: paretoFigures,
    columns: [
      { header, label, value: (row) => row.code },
      {
        header: 'Label',
        label: 'reports.columns.label',
        value: (row) => row.label,
        word: (row) => (row.code ? undefined : 'reports.noCode'),
      },
      ...shares<ParetoRow<K>>(),
    ],
  });

const costTable = <K extends 'byMonth' | 'byMachine' | 'byCategory'>(
  view: string,
  key: K,
  columns: ReportColumn<CostRow<K>>[],
) =>
  table<Cost, CostRow<K>>({
    section: 'cost',
    view,
    report: (service, model) => service.cost(model),
    rows: (report) => report[key],
    figures: costFigures,
    columns,
  });

export const REPORT_TABLES: Record<string, ReportTable> = {
  // The machines, then the farm's totals in a last row (no code; "All machines").
  reliability: table<Reliability, ReliabilityRow>({
    section: 'reliability',
    report: (service, model) => service.reliability(model),
    rows: ({ byMachine, ...farm }) => [...byMachine, { ...farm, code: '', name: 'All machines', basis: '' }],
    figures: reliabilityFigures,
    columns: [
      { header: 'Code', label: 'reports.columns.code', value: (row) => row.code },
      {
        header: 'Machine',
        label: 'reports.columns.machine',
        value: (row) => row.name,
        word: (row) => (row.code ? undefined : 'reports.allMachines'),
      },
      { header: 'Basis', label: 'reports.columns.basis', values: 'reports.basis', value: (row) => row.basis },
      {
        header: 'Operating hours',
        label: 'reports.columns.operatingHours',
        kind: 'hours',
        value: (row) => row.operatingHours,
      },
      { header: 'Failures', label: 'reports.columns.failures', kind: 'number', value: (row) => row.failures },
      { header: 'MTBF (h)', label: 'reports.columns.mtbf', kind: 'hours', value: (row) => row.mtbfHours },
      { header: 'Repairs', label: 'reports.columns.repairs', kind: 'number', value: (row) => row.repairs },
      { header: 'Repair hours', label: 'reports.columns.repairHours', kind: 'hours', value: (row) => row.repairHours },
      { header: 'MTTR (h)', label: 'reports.columns.mttr', kind: 'hours', value: (row) => row.mttrHours },
      { header: 'Downtime (h)', label: 'reports.columns.downtime', kind: 'hours', value: (row) => row.downtimeHours },
      {
        header: 'Availability',
        label: 'reports.columns.availability',
        kind: 'share',
        value: (row) => row.availability,
      },
    ],
  }),
  'downtime-by-machine': table<Downtime, Row<Downtime['byMachine']>>({
    section: 'downtime',
    view: 'reports.views.byMachine',
    report: (service, model) => service.downtime(model),
    rows: (report) => report.byMachine,
    figures: downtimeFigures,
    columns: [...machine<Row<Downtime['byMachine']>>(), ...downtimeColumns<Row<Downtime['byMachine']>>()],
  }),
  'downtime-by-reason': table<Downtime, Row<Downtime['byReason']>>({
    section: 'downtime',
    view: 'reports.views.byReason',
    report: (service, model) => service.downtime(model),
    rows: (report) => report.byReason,
    figures: downtimeFigures,
    columns: [
      { header: 'Reason', label: 'reports.columns.reason', value: (row) => row.reason },
      ...downtimeColumns<Row<Downtime['byReason']>>(),
    ],
  }),
  'failures-by-problem': paretoTable('reports.views.problem', 'byProblem', 'Problem', 'workOrders.fields.problem'),
  'failures-by-cause': paretoTable('reports.views.cause', 'byCause', 'Cause', 'workOrders.fields.cause'),
  'failures-by-machine': table<Pareto, ParetoRow<'byMachine'>>({
    section: 'failures',
    view: 'reports.views.byMachine',
    report: (service, model) => service.failurePareto(model),
    rows: (report) => report.byMachine,
    figures: paretoFigures,
    columns: [...machine<ParetoRow<'byMachine'>>(), ...shares<ParetoRow<'byMachine'>>()],
  }),
  'cost-by-month': costTable('reports.views.byMonth', 'byMonth', [
    { header: 'Month', label: 'reports.columns.month', kind: 'month', value: (row) => row.month },
    ...amounts<CostRow<'byMonth'>>(),
  ]),
  'cost-by-machine': costTable('reports.views.byMachine', 'byMachine', [
    ...machine<CostRow<'byMachine'>>(),
    ...amounts<CostRow<'byMachine'>>(),
    { header: 'Purchase cost', label: 'reports.columns.purchaseCost', kind: 'money', value: (row) => row.purchaseCost },
    {
      header: 'Share of purchase cost',
      label: 'reports.columns.shareOfPurchaseCost',
      kind: 'share',
      value: (row) => row.shareOfPurchaseCost,
    },
  ]),
  'cost-by-category': costTable('reports.views.byCategory', 'byCategory', [
    {
      header: 'Category',
      label: 'reports.columns.category',
      values: 'equipment.category',
      value: (row) => row.category,
    },
    ...amounts<CostRow<'byCategory'>>(),
  ]),
  'pm-compliance': table<Pm, Pm>({
    section: 'pmCompliance',
    report: (service, model) => service.pmCompliance(model),
    rows: (report) => [report],
    figures: pmFigures,
    columns: [
      { header: 'Due', label: 'reports.figures.due', kind: 'number', value: (row) => row.due },
      { header: 'On time', label: 'reports.outcome.ON_TIME', kind: 'number', value: (row) => row.onTime },
      { header: 'Late', label: 'reports.outcome.LATE', kind: 'number', value: (row) => row.late },
      { header: 'Missed', label: 'reports.outcome.MISSED', kind: 'number', value: (row) => row.missed },
      { header: 'Not yet due', label: 'reports.outcome.NOT_YET_DUE', kind: 'number', value: (row) => row.notYetDue },
      { header: 'Compliance', label: 'reports.figures.compliance', kind: 'share', value: (row) => row.compliance },
    ],
  }),
  'pm-exceptions': table<Report<'pmExceptions'>, Row<Report<'pmExceptions'>>>({
    section: 'pmCompliance',
    view: 'reports.pdf.exceptions',
    report: (service, model, { first }) => service.pmExceptions(model, first),
    rows: (report) => report,
    figures: async (_, service, model) => pmFigures(await service.pmCompliance(model)),
    columns: [
      { header: 'Order', label: 'reports.columns.order', value: (row) => formatNumber(row.number) },
      { header: 'Title', label: 'workOrders.fields.title', value: (row) => row.title },
      { header: 'Machine', label: 'reports.columns.machine', value: (row) => row.equipmentCode },
      { header: 'Due date', label: 'reports.columns.dueDate', kind: 'date', value: (row) => row.dueDate },
      { header: 'Outcome', label: 'reports.columns.outcome', values: 'reports.outcome', value: (row) => row.outcome },
      { header: 'Completed on', label: 'reports.columns.completedOn', kind: 'date', value: (row) => row.completedOn },
      { header: 'Days late', label: 'reports.columns.daysLate', kind: 'number', value: (row) => row.daysLate },
    ],
  }),
  'planned-vs-reactive': table<Report<'plannedVsReactive'>, Row<Report<'plannedVsReactive'>['byType']>>({
    section: 'plannedReactive',
    report: (service, model) => service.plannedVsReactive(model),
    rows: (report) => report.byType,
    figures: (report) => [
      figure('reports.figures.plannedOrderShare', 'share', report.plannedOrderShare),
      figure('reports.figures.plannedHourShare', 'share', report.plannedHourShare),
    ],
    columns: [
      { header: 'Type', label: 'reports.columns.type', values: 'workOrders.type', value: (row) => row.type },
      {
        header: 'Completed orders',
        label: 'reports.columns.completedOrders',
        kind: 'number',
        value: (row) => row.completedOrders,
      },
      { header: 'Labour hours', label: 'reports.columns.labourHours', kind: 'hours', value: (row) => row.labourHours },
    ],
  }),
  backlog: table<Report<'backlog'>, Row<Report<'backlog'>['cells']>>({
    section: 'backlog',
    report: (service, model) => service.backlog(model),
    rows: (report) => report.cells,
    figures: (report) => [figure('reports.figures.openOrders', 'number', report.total)],
    columns: [
      { header: 'Age', label: 'reports.columns.age', values: 'reports.age', value: (row) => row.age },
      {
        header: 'Priority',
        label: 'workOrders.fields.priority',
        values: 'workOrders.priority',
        value: (row) => row.priority,
      },
      { header: 'Orders', label: 'reports.columns.orders', kind: 'number', value: (row) => row.count },
    ],
  }),
  'parts-consumption': table<Report<'partsConsumption'>, Row<Report<'partsConsumption'>['top']>>({
    section: 'parts',
    report: (service, model, { top }) => service.partsConsumption(model, top),
    rows: (report) => report.top,
    figures: (report) => [
      figure('reports.figures.parts', 'number', report.parts),
      figure('reports.figures.consumed', 'money', report.netValue),
    ],
    columns: [
      { header: 'Part number', label: 'reports.columns.code', value: (row) => row.partNumber },
      { header: 'Part', label: 'reports.columns.part', value: (row) => row.name },
      { header: 'Unit', label: 'reports.columns.unit', values: 'inventory.units', value: (row) => row.unit },
      { header: 'Issued', label: 'reports.columns.issued', kind: 'number', value: (row) => row.issued },
      { header: 'Returned', label: 'reports.columns.returned', kind: 'number', value: (row) => row.returned },
      { header: 'Net', label: 'reports.columns.net', kind: 'number', value: (row) => row.net },
      { header: 'Net value', label: 'reports.columns.netValue', kind: 'money', value: (row) => row.netValue },
      { header: 'Share', label: 'reports.columns.share', kind: 'share', value: (row) => row.share },
    ],
  }),
  // The opening value first, then each month's end.
  'stock-value': table<Report<'stockValue'>, { month: string; at: Date; value: number }>({
    section: 'stock',
    report: (service, model) => service.stockValue(model),
    rows: ({ opening, months }, model) => [{ month: 'opening', at: model.periodStart, value: opening }, ...months],
    figures: ({ opening, months }) => [
      figure('reports.opening', 'money', opening),
      figure('reports.closing', 'money', months.at(-1)?.value ?? opening),
    ],
    columns: [
      { header: 'Month', label: 'reports.columns.month', kind: 'month', value: (row) => row.month },
      { header: 'At', label: 'reports.columns.monthEnd', kind: 'date', value: (row) => row.at.toISOString() },
      { header: 'Value', label: 'reports.columns.stockValue', kind: 'money', value: (row) => row.value },
    ],
  }),
};

// The reports as CSV tables: for each name of GET /api/reports/<name>.csv, the rows the
// service gives the graph and the columns written of them, so the file and the screen agree.
import { formatNumber } from '../work-orders/work-orders.mappers.js';
import type { CsvColumn } from './csv.js';
import type { ReportsModel } from './reports.mappers.js';
import type { ReportsService } from './reports.service.js';

/** Options a table may read from the query string (already range-checked by the service). */
export interface TableOptions {
  top: number;
  first: number;
}

interface Table<Row> {
  rows(service: ReportsService, model: ReportsModel, options: TableOptions): Promise<readonly Row[]>;
  columns: CsvColumn<Row>[];
}

/** What a report method of the service gives. */
type Report<K extends keyof ReportsService> = Awaited<
  ReturnType<Extract<ReportsService[K], (...args: never[]) => unknown>>
>;
type Row<T extends readonly unknown[]> = T[number];
type ReliabilityRow = Omit<Report<'reliability'>, 'byMachine' | 'machines'> & {
  code: string;
  name: string;
  basis: string;
};
type CostRow<K extends 'byMonth' | 'byMachine' | 'byCategory'> = Row<Report<'cost'>[K]>;
type ParetoRow<K extends 'byProblem' | 'byCause' | 'byMachine'> = Row<Report<'failurePareto'>[K]>;

// Each table is typed where it is written; the map forgets the row type.
const table = <R>(definition: Table<R>) => definition as Table<unknown>;
const machine = <Row extends { code: string; name: string }>(): CsvColumn<Row>[] => [
  { header: 'Code', value: (row) => row.code },
  { header: 'Machine', value: (row) => row.name },
];
const amounts = <
  Row extends { parts: number; labour: number; total: number; labourHours: number },
>(): CsvColumn<Row>[] => [
  { header: 'Parts', value: (row) => row.parts },
  { header: 'Labour', value: (row) => row.labour },
  { header: 'Total', value: (row) => row.total },
  { header: 'Labour hours', value: (row) => row.labourHours },
];
const shares = <Row extends { failures: number; share: number; cumulativeShare: number }>(): CsvColumn<Row>[] => [
  { header: 'Failures', value: (row) => row.failures },
  { header: 'Share', value: (row) => row.share },
  { header: 'Cumulative share', value: (row) => row.cumulativeShare },
];

export const CSV_TABLES: Record<string, Table<unknown>> = {
  // The machines, then the farm's totals in a last row.
  reliability: table<ReliabilityRow>({
    rows: async (service, model) => {
      const { byMachine, ...farm } = await service.reliability(model);
      return [...byMachine, { ...farm, code: '', name: 'All machines', basis: '' }];
    },
    columns: [
      ...machine<ReliabilityRow>(),
      { header: 'Basis', value: (row) => row.basis },
      { header: 'Operating hours', value: (row) => row.operatingHours },
      { header: 'Failures', value: (row) => row.failures },
      { header: 'MTBF (h)', value: (row) => row.mtbfHours },
      { header: 'Repairs', value: (row) => row.repairs },
      { header: 'Repair hours', value: (row) => row.repairHours },
      { header: 'MTTR (h)', value: (row) => row.mttrHours },
      { header: 'Downtime (h)', value: (row) => row.downtimeHours },
      { header: 'Availability', value: (row) => row.availability },
    ],
  }),
  'downtime-by-machine': table({
    rows: async (service, model) => (await service.downtime(model)).byMachine,
    columns: [
      ...machine<Row<Report<'downtime'>['byMachine']>>(),
      { header: 'Downtime (h)', value: (row) => row.hours },
      { header: 'Periods', value: (row) => row.periods },
      { header: 'Share', value: (row) => row.share },
    ],
  }),
  'downtime-by-reason': table({
    rows: async (service, model) => (await service.downtime(model)).byReason,
    columns: [
      { header: 'Reason', value: (row) => row.reason },
      { header: 'Downtime (h)', value: (row) => row.hours },
      { header: 'Periods', value: (row) => row.periods },
      { header: 'Share', value: (row) => row.share },
    ],
  }),
  'failures-by-problem': table<ParetoRow<'byProblem'>>({
    rows: async (service, model) => (await service.failurePareto(model)).byProblem,
    columns: [
      { header: 'Problem', value: (row) => row.code },
      { header: 'Label', value: (row) => row.label },
      ...shares<ParetoRow<'byProblem'>>(),
    ],
  }),
  'failures-by-cause': table<ParetoRow<'byCause'>>({
    rows: async (service, model) => (await service.failurePareto(model)).byCause,
    columns: [
      { header: 'Cause', value: (row) => row.code },
      { header: 'Label', value: (row) => row.label },
      ...shares<ParetoRow<'byCause'>>(),
    ],
  }),
  'failures-by-machine': table({
    rows: async (service, model) => (await service.failurePareto(model)).byMachine,
    columns: [...machine<ParetoRow<'byMachine'>>(), ...shares<ParetoRow<'byMachine'>>()],
  }),
  'cost-by-month': table<CostRow<'byMonth'>>({
    rows: async (service, model) => (await service.cost(model)).byMonth,
    columns: [{ header: 'Month', value: (row) => row.month }, ...amounts<CostRow<'byMonth'>>()],
  }),
  'cost-by-machine': table<CostRow<'byMachine'>>({
    rows: async (service, model) => (await service.cost(model)).byMachine,
    columns: [
      ...machine<CostRow<'byMachine'>>(),
      ...amounts<CostRow<'byMachine'>>(),
      { header: 'Purchase cost', value: (row) => row.purchaseCost },
      { header: 'Share of purchase cost', value: (row) => row.shareOfPurchaseCost },
    ],
  }),
  'cost-by-category': table<CostRow<'byCategory'>>({
    rows: async (service, model) => (await service.cost(model)).byCategory,
    columns: [{ header: 'Category', value: (row) => row.category }, ...amounts<CostRow<'byCategory'>>()],
  }),
  'pm-compliance': table({
    rows: async (service, model) => [await service.pmCompliance(model)],
    columns: [
      { header: 'Due', value: (row) => row.due },
      { header: 'On time', value: (row) => row.onTime },
      { header: 'Late', value: (row) => row.late },
      { header: 'Missed', value: (row) => row.missed },
      { header: 'Not yet due', value: (row) => row.notYetDue },
      { header: 'Compliance', value: (row) => row.compliance },
    ],
  }),
  'pm-exceptions': table({
    rows: (service, model, { first }) => service.pmExceptions(model, first),
    columns: [
      { header: 'Order', value: (row) => formatNumber(row.number) },
      { header: 'Title', value: (row) => row.title },
      { header: 'Machine', value: (row) => row.equipmentCode },
      { header: 'Due date', value: (row) => row.dueDate },
      { header: 'Outcome', value: (row) => row.outcome },
      { header: 'Completed on', value: (row) => row.completedOn },
      { header: 'Days late', value: (row) => row.daysLate },
    ],
  }),
  'planned-vs-reactive': table({
    rows: async (service, model) => (await service.plannedVsReactive(model)).byType,
    columns: [
      { header: 'Type', value: (row) => row.type },
      { header: 'Completed orders', value: (row) => row.completedOrders },
      { header: 'Labour hours', value: (row) => row.labourHours },
    ],
  }),
  backlog: table({
    rows: async (service, model) => (await service.backlog(model)).cells,
    columns: [
      { header: 'Age', value: (row) => row.age },
      { header: 'Priority', value: (row) => row.priority },
      { header: 'Orders', value: (row) => row.count },
    ],
  }),
  'parts-consumption': table({
    rows: async (service, model, { top }) => (await service.partsConsumption(model, top)).top,
    columns: [
      { header: 'Part number', value: (row) => row.partNumber },
      { header: 'Part', value: (row) => row.name },
      { header: 'Unit', value: (row) => row.unit },
      { header: 'Issued', value: (row) => row.issued },
      { header: 'Returned', value: (row) => row.returned },
      { header: 'Net', value: (row) => row.net },
      { header: 'Net value', value: (row) => row.netValue },
      { header: 'Share', value: (row) => row.share },
    ],
  }),
  // The opening value first, then each month's end.
  'stock-value': table({
    rows: async (service, model) => {
      const { opening, months } = await service.stockValue(model);
      return [{ month: 'opening', at: model.periodStart, value: opening }, ...months];
    },
    columns: [
      { header: 'Month', value: (row) => row.month },
      { header: 'At', value: (row) => row.at.toISOString() },
      { header: 'Value', value: (row) => row.value },
    ],
  }),
};

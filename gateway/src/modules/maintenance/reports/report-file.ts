// One report as a file (GET /api/reports/<name>.csv or .pdf): the same checks and figures as
// the graph's `reports`, through the service, then the rows of the table REPORT_TABLES names,
// written as CSV here and laid out as a PDF by report-pdf.ts.
import { badInput } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validation.js';
import { assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { toCsv } from './csv.js';
import { REPORT_TABLES } from './report-tables.js';
import { ReportFileQuerySchema } from './reports.schemas.js';
import { REPORTS_VIEW, type ReportsService } from './reports.service.js';

const FILE = /^(.{1,60})\.(csv|pdf)$/;

/**
 * The report a file names, read for the user: FORBIDDEN without reports.view on the farm
 * (before anything else is read), BAD_USER_INPUT for a name that is no report's or no .csv
 * or .pdf, and the service's refusals of the period and filter.
 */
export async function reportRows(
  service: ReportsService,
  user: UserModel,
  farmId: string,
  file: string,
  query: unknown,
) {
  assertFarmPermission(user, farmId, REPORTS_VIEW);
  const [, name = '', format] = FILE.exec(file) ?? [];
  const table = Object.hasOwn(REPORT_TABLES, name) ? REPORT_TABLES[name] : undefined;
  if (!table || !format)
    throw badInput(
      `Unknown report "${file.slice(0, 60)}": one of ${Object.keys(REPORT_TABLES).join(', ')} (.csv or .pdf)`,
    );
  const { from, to, equipmentId, category, lang, ...options } = parseInput(ReportFileQuerySchema, query);
  const model = await service.of(user, farmId, { period: { from, to }, filter: { equipmentId, category } });
  const report = await table.report(service, model, options);
  const baseName = `${name}-${model.from}-${model.to}`;
  return {
    name,
    format: format as 'csv' | 'pdf',
    baseName,
    lang,
    table,
    model,
    report,
    rows: table.rows(report, model),
  };
}

export type ReportRows = Awaited<ReturnType<typeof reportRows>>;

/** The report's rows as CSV, with the table's English headers. */
export const reportCsv = ({ rows, table, baseName }: ReportRows) => ({
  fileName: `${baseName}.csv`,
  text: toCsv(rows, table.columns),
});

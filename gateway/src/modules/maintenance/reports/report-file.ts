// One report as a CSV file (GET /api/reports/<name>.csv): the same checks and figures as the
// graph's `reports`, through the service, then written with the columns CSV_TABLES names.
import { badInput } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validation.js';
import { assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { toCsv } from './csv.js';
import { CSV_TABLES } from './reports.csv.js';
import { CsvQuerySchema } from './reports.schemas.js';
import { REPORTS_VIEW, type ReportsService } from './reports.service.js';

/** `file` is a CSV_TABLES name and .csv; an unknown name is BAD_USER_INPUT. */
export async function reportFile(
  service: ReportsService,
  user: UserModel,
  farmId: string,
  file: string,
  query: unknown,
) {
  assertFarmPermission(user, farmId, REPORTS_VIEW);
  const name = file.replace(/\.csv$/, '');
  const table = file.endsWith('.csv') && Object.hasOwn(CSV_TABLES, name) ? CSV_TABLES[name] : undefined;
  if (!table)
    throw badInput(`Unknown report "${file.slice(0, 60)}": one of ${Object.keys(CSV_TABLES).join(', ')} (.csv)`);
  const { from, to, equipmentId, category, ...options } = parseInput(CsvQuerySchema, query);
  const model = await service.of(user, farmId, { period: { from, to }, filter: { equipmentId, category } });
  const rows = await table.rows(service, model, options);
  return { fileName: `${name}-${model.from}-${model.to}.csv`, text: toCsv(rows, table.columns) };
}

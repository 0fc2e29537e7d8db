// GET /api/reports/<name>.csv|.pdf: one report's numbers as the server writes them (the same
// service and checks as the graph's `reports`); the PDF in the reader's language.
import { downloadFile } from '../../../lib/http/downloadFile';
import type { ReportFilter } from '../../../__generated__/graphql';
import type { Period } from '../model/period';

export interface ReportFileRequest {
  /** A report's table, as GET /api/reports/<name>.csv names it (e.g. cost-by-month). */
  name: string;
  farmId: string;
  period: Period;
  filter: ReportFilter | null;
}

export type ReportFileFormat = 'csv' | 'pdf';

/** The route's address for a request (also what a test compares); `lang` for the PDF. */
export function reportFileUrl(
  { name, farmId, period, filter }: ReportFileRequest,
  format: ReportFileFormat,
  lang?: string,
): string {
  const entries: [string, string | number | null | undefined][] = [
    ['farmId', farmId],
    ['from', period.from],
    ['to', period.to],
    ['equipmentId', filter?.equipmentId],
    ['category', filter?.category],
    ['lang', lang],
  ];
  const query = new URLSearchParams(entries.flatMap(([key, value]) => (value ? [[key, String(value)]] : [])));
  return `/api/reports/${encodeURIComponent(name)}.${format}?${query}`;
}

const ACCEPT: Record<ReportFileFormat, string> = { csv: 'text/csv', pdf: 'application/pdf' };

/** Downloads the report's file under the server's name; a refusal is a RestError. */
export function downloadReportFile(request: ReportFileRequest, format: ReportFileFormat, lang?: string) {
  return downloadFile(reportFileUrl(request, format, lang), {
    farmId: request.farmId,
    accept: ACCEPT[format],
    fallbackName: `${request.name}.${format}`,
  });
}

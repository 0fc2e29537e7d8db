// GET /api/reports/<name>.csv: one report's numbers as the server writes them (the same
// service and checks as the graph's `reports`). The route wants the bearer token, which a
// plain link cannot send, so the file is fetched and handed to the browser as a download.
import { tokenStore } from '../../../lib/auth/session';
import { downloadCsv } from '../../../lib/csv/toCsv';
import { errorMessage } from '../../../lib/http/errorMessage';
import { RestError } from '../../../lib/http/postJson';
import { trackRequest } from '../../../lib/loading/loadingStore';
import type { ReportFilter } from '../../../gql/graphql';
import type { Period } from '../model/period';

export interface ReportCsvRequest {
  /** A report's table, as GET /api/reports/<name>.csv names it (e.g. cost-by-month). */
  name: string;
  farmId: string;
  period: Period;
  filter: ReportFilter | null;
}

/** The route's address for a request (also what a test compares). */
export function reportCsvUrl({ name, farmId, period, filter }: ReportCsvRequest): string {
  const entries: [string, string | number | null | undefined][] = [
    ['farmId', farmId],
    ['from', period.from],
    ['to', period.to],
    ['equipmentId', filter?.equipmentId],
    ['category', filter?.category],
  ];
  const query = new URLSearchParams(entries.flatMap(([key, value]) => (value ? [[key, String(value)]] : [])));
  return `/api/reports/${encodeURIComponent(name)}.csv?${query}`;
}

const FILE_NAME = /filename="([^"]+)"/;

/** Downloads the report's CSV under the server's file name; a refusal is a RestError. */
export async function downloadReportCsv(request: ReportCsvRequest): Promise<void> {
  const url = reportCsvUrl(request);
  const done = trackRequest(url);
  try {
    const token = tokenStore.get();
    const response = await fetch(url, {
      headers: {
        accept: 'text/csv',
        'x-farm-id': request.farmId,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const text = await response.text();
    if (!response.ok) throw new RestError(response.status, errorMessage(text, response.statusText));
    const fileName = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${request.name}.csv`;
    // text() drops the byte-order mark the server sent; Excel needs it to read accents and Arabic.
    downloadCsv(fileName, text.startsWith('\uFEFF') ? text : `\uFEFF${text}`);
  } finally {
    done();
  }
}

// The public report's two REST calls (no account, no GraphQL client: the page stays as light
// as sign-in). A refusal is a RestError with its HTTP status.
import { fetchJson } from '../../../lib/http/postJson';

/** What the page shows of the machine its link opens. */
export interface ReportedMachine {
  machine: { code: string; name: string };
  farm: { name: string };
}

export interface ProblemReport {
  description: string;
  machineStopped: boolean;
  reporterName: string;
  reporterPhone: string;
  photo: Blob | null;
}

const address = (token: string) => `/api/report/${encodeURIComponent(token)}`;

export const reportApi = {
  /** The machine and farm the link opens; a RestError 404 for a link that opens none. */
  machine: (token: string) => fetchJson<ReportedMachine>(address(token)),
  /** Sends the report with its photo in one multipart request. */
  send(token: string, report: ProblemReport) {
    const form = new FormData();
    form.append('description', report.description);
    form.append('machineStopped', String(report.machineStopped));
    form.append('reporterName', report.reporterName);
    form.append('reporterPhone', report.reporterPhone);
    if (report.photo) form.append('photo', report.photo, 'photo.jpg');
    return fetchJson<{ received: true }>(address(token), { method: 'POST', body: form });
  },
};

import { RestError } from '../../../lib/http/postJson';

/** The words (key and values) for a report the server refused, or that never reached it. */
export function sendErrorKey(error: unknown): [string, Record<string, number>?] {
  if (!(error instanceof RestError)) return ['maintenanceRequests.report.errors.network'];
  switch (error.status) {
    case 429:
      return [
        'maintenanceRequests.report.errors.tooMany',
        { minutes: Math.ceil((error.retryAfterSeconds ?? 60) / 60) },
      ];
    case 413:
      return ['maintenanceRequests.report.errors.photoTooLarge'];
    case 415:
      return ['maintenanceRequests.report.errors.notAPhoto'];
    case 400:
      return ['maintenanceRequests.report.errors.invalid'];
    default:
      return ['maintenanceRequests.report.errors.network'];
  }
}

/** The server's bounds on a report (gateway requests.schemas.ts). */
export const REPORT_LIMITS = { description: 2_000, reporterName: 100, reporterPhone: 40 } as const;

// Who may read the reports and what input they refuse, through GraphQL and the CSV route:
// every role of a farm reads (all roles hold reports.view); anyone else is FORBIDDEN on every
// report, before their input is even read; a period reversed, over 366 days, not a date or
// starting after the farm's today is BAD_USER_INPUT (400 over REST), as is an unknown CSV
// report; a machine of another farm is NOT_FOUND. Run in production mode too.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { errorCode, gql, gqlRaw, rest } from './support/gateway.js';
import {
  FRM1,
  FRM2,
  FRM3,
  expectData,
  machinesOf,
  maintenanceSuite,
  type MaintenanceAccountKey,
} from './support/maintenance.js';
import { CSV_REPORTS, REPORT_FIELDS, ReportsQuery, fetchCsv } from './support/reports.js';

dayjs.extend(utc);
const day = (offset: number) => dayjs.utc().add(offset, 'day').format('YYYY-MM-DD');
const LAST_90_DAYS = { from: day(-89), to: day(0) };

const { gateway, tokens } = maintenanceSuite();

/** One report field alone, so that each is refused on its own. */
const oneReport = (field: string, period: object, token?: string, farmId = FRM1) =>
  gqlRaw(
    gateway,
    `query($farmId: ID!, $period: ReportPeriodInput!) { reports(farmId: $farmId, period: $period) { ${field} } }`,
    { farmId, period },
    { token },
  );

describe('every role of the farm reads every report', () => {
  const readers: [MaintenanceAccountKey, string][] = [
    ['admin', FRM3],
    ['manager', FRM1],
    ['manager', FRM2], // a technician there
    ['tech', FRM1],
    ['viewer', FRM2],
  ];
  for (const [who, farmId] of readers)
    it(`${who} on ${farmId.slice(0, 8)}`, async () => {
      const { reports } = expectData(
        await gql(gateway, ReportsQuery, { farmId, period: LAST_90_DAYS }, { token: tokens[who] }),
      );
      expect(reports.farmId).toBe(farmId);
      // The demo farm's figures hold together: a share never passes 1, nor availability.
      expect(reports.reliability.availability).toBeLessThanOrEqual(1);
      expect(reports.failurePareto.byMachine.at(-1)?.cumulativeShare ?? 1).toBeCloseTo(1, 3);
      expect(reports.cost.total).toBeCloseTo(
        reports.cost.byMonth.reduce((sum, month) => sum + month.total, 0),
        1,
      );
    });
});

describe('anyone else is refused on every report', () => {
  const outsiders: [MaintenanceAccountKey, string][] = [
    ['manager', FRM3],
    ['tech', FRM2],
    ['viewer', FRM1],
    ['nofarm', FRM1],
  ];
  for (const [who, farmId] of outsiders)
    it(`${who} on another farm: FORBIDDEN, over GraphQL and as CSV`, async () => {
      for (const field of REPORT_FIELDS) {
        const res = await oneReport(field, LAST_90_DAYS, tokens[who], farmId);
        expect(errorCode(res.body), `${who} ${field}`).toBe('FORBIDDEN');
        expect(res.body.data, field).toBeNull();
        // Whatever the input: an outsider learns nothing from the errors.
        const reversed = await oneReport(field, { from: day(0), to: day(-1) }, tokens[who], farmId);
        expect(errorCode(reversed.body), `${who} ${field} reversed`).toBe('FORBIDDEN');
      }
      for (const name of [...CSV_REPORTS, 'nonsense']) {
        const res = await fetchCsv(gateway, tokens[who], `${name}.csv`, { farmId, ...LAST_90_DAYS });
        expect(res.status, `${who} ${name}.csv`).toBe(403);
        expect(res.body, name).toEqual({ code: 'FORBIDDEN', message: 'Forbidden' });
      }
    });

  it('without a token: UNAUTHENTICATED, 401', async () => {
    expect(errorCode((await oneReport(REPORT_FIELDS[0], LAST_90_DAYS)).body)).toBe('UNAUTHENTICATED');
    const res = await rest(gateway, 'GET', `/api/reports/reliability.csv?farmId=${FRM1}&from=${day(-7)}&to=${day(0)}`);
    expect(res.status).toBe(401);
  });

  it('a farm id that is no UUID, or no farm: FORBIDDEN for a member, NOT_FOUND for the admin', async () => {
    expect(errorCode((await oneReport('backlog { total }', LAST_90_DAYS, tokens.manager, 'FRM-001')).body)).toBe(
      'FORBIDDEN',
    );
    const missing = await oneReport(
      'backlog { total }',
      LAST_90_DAYS,
      tokens.admin,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(errorCode(missing.body)).toBe('NOT_FOUND');
  });
});

describe('bad input is BAD_USER_INPUT', () => {
  const refused: [string, object][] = [
    ['reversed', { from: day(-1), to: day(-2) }],
    ['367 days', { from: day(-366), to: day(0) }],
    ['not a real date', { from: '2025-02-30', to: '2025-03-31' }],
    ['starting after today', { from: day(2), to: day(9) }],
  ];
  for (const [label, period] of refused)
    it(`a period ${label}`, async () => {
      const res = await oneReport('cost { total }', period, tokens.manager);
      expect(errorCode(res.body), JSON.stringify(res.body)).toBe('BAD_USER_INPUT');
      const csv = await fetchCsv(gateway, tokens.manager, 'cost-by-month.csv', { farmId: FRM1, ...period });
      expect(csv.status, label).toBe(400);
      expect(csv.body).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('period') });
    });

  it('a leap year of 366 days is taken, and a period reaching past today ends now', async () => {
    expectData(await oneReport('cost { total }', { from: '2024-01-01', to: '2024-12-31' }, tokens.manager));
    const { reports } = expectData(await oneReport('periodEnd', { from: day(-1), to: day(30) }, tokens.manager));
    expect(Date.parse(reports.periodEnd)).toBeLessThanOrEqual(Date.now());
  });

  it('list sizes out of range, a machine of another farm, a category that does not exist', async () => {
    for (const field of [
      'partsConsumption(top: 0) { netValue }',
      'partsConsumption(top: 101) { netValue }',
      'pmCompliance { exceptions(first: 501) { dueDate } }',
    ]) {
      expect(errorCode((await oneReport(field, LAST_90_DAYS, tokens.manager)).body), field).toBe('BAD_USER_INPUT');
    }
    const reports = (filter: object) =>
      gqlRaw(
        gateway,
        'query($farmId: ID!, $period: ReportPeriodInput!, $filter: ReportFilter) { reports(farmId: $farmId, period: $period, filter: $filter) { backlog { total } } }',
        { farmId: FRM1, period: LAST_90_DAYS, filter },
        { token: tokens.manager },
      );
    expect(errorCode((await reports({ equipmentId: machinesOf(FRM2)[0].id })).body)).toBe('NOT_FOUND');
    expect(errorCode((await reports({ equipmentId: 'TR-01' })).body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await reports({ category: 'SPACESHIP' })).body)).toBe('BAD_USER_INPUT');
  });

  it('CSV: an unknown report, no farm, repeated or malformed parameters are 400', async () => {
    const csv = (name: string, query: Record<string, string>) => fetchCsv(gateway, tokens.manager, name, query);
    const period = LAST_90_DAYS;
    for (const [label, res] of [
      ['unknown', await csv('nonsense.csv', { farmId: FRM1, ...period })],
      ['without .csv', await csv('reliability', { farmId: FRM1, ...period })],
      ['without farm', await csv('reliability.csv', period)],
      ['without period', await csv('reliability.csv', { farmId: FRM1 })],
      ['top', await csv('parts-consumption.csv', { farmId: FRM1, ...period, top: 'all' })],
      [
        'repeated',
        await rest(
          gateway,
          'GET',
          `/api/reports/backlog.csv?farmId=${FRM1}&from=${day(-2)}&from=${day(-1)}&to=${day(0)}`,
          undefined,
          { token: tokens.manager },
        ),
      ],
    ] as const) {
      expect(res.status, label).toBe(400);
      expect(res.body, label).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    // The farm may come from the X-Farm-Id header, as the app sends it.
    const res = await rest(gateway, 'GET', `/api/reports/backlog.csv?from=${day(-7)}&to=${day(0)}`, undefined, {
      token: tokens.tech,
      farmId: FRM1,
    });
    expect(res.status).toBe(200);
    expect(
      String(res.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toBe('Age,Priority,Orders');
  });
});

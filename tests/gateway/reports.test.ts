// Every report formula on a farm whose numbers are known (support/reports.ts writes it): its
// clock is Asia/Kolkata (UTC+05:30), so a day or month read in UTC instead would move
// records across the period's edges. The period is March 2025: 2025-03-01 00:00 to
// 2025-04-01 00:00 there, 31 × 24 = 744 hours. The CSV files give the graph's numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestReportsQueryVariables } from './__generated__/graphql.js';
import { gql } from './support/gateway.js';
import { expectData, maintenanceSuite } from './support/maintenance.js';
import { CSV_REPORTS, ReportsQuery, createKnownFarm, fetchCsv, type KnownFarm } from './support/reports.js';

const { gateway, tokens } = maintenanceSuite();
const MARCH = { from: '2025-03-01', to: '2025-03-31' };
const query = async (variables: Partial<TestReportsQueryVariables>) =>
  expectData(
    await gql(gateway, ReportsQuery, { farmId: farm.farmId, period: MARCH, ...variables }, { token: tokens.admin }),
  ).reports;
type Reports = Awaited<ReturnType<typeof query>>;

let farm: KnownFarm;
let march: Reports;
beforeAll(async () => {
  farm = await createKnownFarm(gateway.database.db);
  march = await query({});
});

/** March's reports (read once), or those of other variables. */
const report = async (variables?: Partial<TestReportsQueryVariables>) => (variables ? query(variables) : march);

describe('reliability: MTBF, MTTR, availability', () => {
  // The tractor's downtime periods, cut to March:
  //   order 1  Feb 28 22:00 → Mar 1 02:00 (failed in February)  2 h inside (the start cuts it)
  //   order 2  Mar 10 08:00 → 14:00                             6 h
  //   order 6  Mar 10 12:00 → 16:00 (failed in February)        4 h, 2 of them alongside order 2's
  //   order 3  Mar 31 20:00 → still open                        4 h inside (the end cuts it)
  // Downtime (each minute once) = 2 + (08:00 → 16:00 = 8) + 4 = 14 h.
  // Failures in March: orders 2 and 3 (3 is not flagged down but has downtime); order 4,
  // flagged down, was cancelled; orders 1 and 6 failed in February; order 5 is neither.
  // Repairs = orders with downtime in March = 1, 2, 3, 6: 2 + 6 + 4 + 4 = 16 h.
  it('per machine, on calendar time and on the hours meter', async () => {
    const { reliability, periodHours, periodStart, periodEnd, timeZone } = await report();
    expect({ periodHours, periodStart, periodEnd, timeZone }).toEqual({
      periodHours: 744,
      periodStart: '2025-02-28T18:30:00.000Z',
      periodEnd: '2025-03-31T18:30:00.000Z',
      timeZone: 'Asia/Kolkata',
    });
    const [tractor, generator] = reliability.byMachine;
    expect(tractor).toEqual({
      equipment: { id: farm.tractor, code: expect.any(String) },
      basis: 'CALENDAR',
      operatingHours: 730, // 744 − 14
      failures: 2,
      mtbfHours: 365, // 730 / 2
      repairs: 4,
      repairHours: 16,
      mttrHours: 4, // 16 / 4
      downtimeHours: 14,
      availability: 0.9812, // 730 / 744 = 0.98118…
    });
    // Meter 1000 before March, 1100 and 1150 in it (1200 in April): 1150 − 1000 = 150 h.
    expect(generator).toMatchObject({
      basis: 'METER',
      operatingHours: 150,
      failures: 0,
      mtbfHours: null,
      availability: 1,
    });
    // The retired press, without failures or downtime, is not counted.
    expect(reliability.byMachine).toHaveLength(2);
  });

  it('for the farm, and narrowed to a machine or a category', async () => {
    const { reliability } = await report();
    const { byMachine: _, ...farmFigures } = reliability;
    expect(farmFigures).toEqual({
      machines: 2,
      operatingHours: 880, // 730 + 150
      failures: 2,
      mtbfHours: 440, // 880 / 2
      repairs: 4,
      repairHours: 16,
      mttrHours: 4,
      downtimeHours: 14,
      availability: 0.9906, // (2 × 744 − 14) / (2 × 744) = 1474 / 1488 = 0.99059…
    });
    for (const filter of [{ equipmentId: farm.tractor }, { category: 'TRACTOR' as const }]) {
      const narrowed = (await report({ filter })).reliability;
      expect(narrowed, JSON.stringify(filter)).toMatchObject({
        machines: 1,
        mtbfHours: 365,
        mttrHours: 4,
        availability: 0.9812,
      });
    }
  });

  it('downtime by machine and by reason', async () => {
    const { downtime } = await report();
    expect(downtime.totalHours).toBe(14);
    expect(downtime.byMachine).toEqual([
      { equipment: { id: farm.tractor, code: expect.any(String) }, hours: 14, periods: 4, share: 1 },
    ]);
    // By reason, each period counts its own hours (16 in all): 10 / 16, 4 / 16, 2 / 16.
    expect(downtime.byReason).toEqual([
      { reason: 'Hydraulic leak', hours: 10, periods: 2, share: 0.625 },
      { reason: 'Engine', hours: 4, periods: 1, share: 0.25 },
      { reason: 'Electrical', hours: 2, periods: 1, share: 0.125 },
    ]);
  });

  it('failure Pareto by problem, cause and machine', async () => {
    const { failurePareto } = await report();
    // Order 2: HYD / WEAR; order 3: HYD / no cause. Order 1's ENG failed in February.
    expect(failurePareto).toEqual({
      failures: 2,
      byProblem: [
        { failureCode: { code: 'KN_HYD', label: 'Hydraulic leak' }, failures: 2, share: 1, cumulativeShare: 1 },
      ],
      byCause: [
        { failureCode: { code: 'KN_WEAR', label: 'Wear' }, failures: 1, share: 0.5, cumulativeShare: 0.5 },
        { failureCode: null, failures: 1, share: 0.5, cumulativeShare: 1 },
      ],
      byMachine: [{ equipment: { code: expect.any(String) }, failures: 2, share: 1, cumulativeShare: 1 }],
    });
  });
});

describe('cost', () => {
  // Labour at 40/h started in March (Kolkata): order 2 90 min = 60.00, order 3 45 min = 30.00,
  // the Mar 5 service 30 min = 20.00 → 110.00 for 165 min = 2.75 h. Order 1's 60 min (Feb 28
  // 22:30) is February's 40.00; order 3's 15 min at Apr 1 00:30 is April's though still
  // March 31 in UTC. Parts of orders: order 2 took 4 × 12.50 and gave 1 back = 37.50, the
  // service 2 × 8.00 = 16.00 → 53.50. The part issued without an order (Mar 20) is no order's cost.
  it('by month, machine and category, parts and labour apart', async () => {
    const { cost, currency } = await report();
    const march = { parts: 53.5, labour: 110, total: 163.5, labourHours: 2.75 };
    expect(currency).toBe('EUR');
    expect(cost).toMatchObject({ ...march, byMonth: [{ month: '2025-03', ...march }] });
    // 163.50 / 50,000 = 0.00327 of the tractor's purchase cost.
    expect(cost.byMachine).toEqual([
      { equipment: { code: expect.any(String) }, ...march, purchaseCost: 50_000, shareOfPurchaseCost: 0.0033 },
    ]);
    expect(cost.byCategory).toEqual([{ category: 'TRACTOR', ...march }]);
  });

  it('every month of a longer period, zeros included', async () => {
    const { cost } = await report({ period: { from: '2025-01-15', to: '2025-03-31' } });
    expect(cost.byMonth).toEqual([
      { month: '2025-01', parts: 0, labour: 0, total: 0, labourHours: 0 },
      { month: '2025-02', parts: 0, labour: 40, total: 40, labourHours: 1 },
      { month: '2025-03', parts: 53.5, labour: 110, total: 163.5, labourHours: 2.75 },
    ]);
  });
});

describe('PM compliance, planned and reactive, backlog', () => {
  // Preventive orders due in March (the plan's due day first, else the due date):
  //   Mar 5  completed Mar 5                          on time
  //   Mar 12 completed Mar 13 01:30 (Mar 12 in UTC)   late by 1 day
  //   Mar 15 completed Mar 14                         on time
  //   Mar 20 still open                               missed
  //   Mar 25 cancelled                                missed
  //   Mar 28 (plan; due date moved to Apr 10) completed Apr 2   late by 5 days
  // Not due in March: Apr 3, and Feb 27 by its plan (its due date Mar 15 was moved).
  it('completed by their due day / due in the period, with the late and missed listed', async () => {
    const { pmCompliance } = await report();
    const { exceptions, ...counts } = pmCompliance;
    expect(counts).toEqual({ due: 6, onTime: 2, late: 2, missed: 2, notYetDue: 0, compliance: 0.3333 });
    expect(exceptions.map(({ order, ...row }) => ({ title: order.title, ...row }))).toEqual([
      { title: 'Order 8', dueDate: '2025-03-12', outcome: 'LATE', completedOn: '2025-03-13', daysLate: 1 },
      { title: 'Order 9', dueDate: '2025-03-20', outcome: 'MISSED', completedOn: null, daysLate: expect.any(Number) },
      { title: 'Order 10', dueDate: '2025-03-25', outcome: 'MISSED', completedOn: null, daysLate: 0 },
      { title: 'Order 11', dueDate: '2025-03-28', outcome: 'LATE', completedOn: '2025-04-02', daysLate: 5 },
    ]);
    expect(exceptions[1].daysLate).toBeGreaterThan(365); // open since 2025-03-20
  });

  it('planned against reactive work', async () => {
    // Completed in March: preventive Mar 5, 13, 14 and 14 = 4; corrective orders 1 (Mar 1
    // 02:15, Feb 28 in UTC), 2 and 6 = 3 → 4 / 7. Labour: 30 min preventive, 90 + 45
    // corrective → 30 / 165.
    const { plannedVsReactive } = await report();
    expect(plannedVsReactive).toEqual({
      byType: [
        { type: 'PREVENTIVE', completedOrders: 4, labourHours: 0.5 },
        { type: 'CORRECTIVE', completedOrders: 3, labourHours: 2.25 },
      ],
      plannedOrderShare: 0.5714,
      plannedHourShare: 0.1818,
    });
  });

  it("backlog: today's open orders by age and priority", async () => {
    const { backlog } = await report();
    const filled = backlog.cells.filter((cell) => cell.count);
    expect(backlog.cells).toHaveLength(16);
    expect({ total: backlog.total, filled }).toEqual({
      total: 3,
      filled: [
        { age: 'DAYS_0_7', priority: 'HIGH', count: 1 },
        { age: 'OVER_90_DAYS', priority: 'MEDIUM', count: 1 },
        { age: 'OVER_90_DAYS', priority: 'URGENT', count: 1 },
      ],
    });
  });
});

describe('parts consumption and stock value', () => {
  it('issues less returns, top parts first', async () => {
    // Part A: 4 issued, 1 returned at 12.50 → 37.50; part B: 2 + 1 (no order) at 8.00 → 24.00.
    const { partsConsumption } = await report();
    expect(partsConsumption).toMatchObject({ parts: 2, issuedValue: 74, returnedValue: 12.5, netValue: 61.5 });
    expect(partsConsumption.top.map(({ part: _, ...row }) => row)).toEqual([
      { issued: 4, returned: 1, net: 3, netValue: 37.5, share: 0.6098 },
      { issued: 3, returned: 0, net: 3, netValue: 24, share: 0.3902 },
    ]);
    // For the tractor only the orders' movements count: the cost report's parts, 53.50.
    const narrowed = (await report({ filter: { equipmentId: farm.tractor }, top: 1 })).partsConsumption;
    expect(narrowed).toMatchObject({ parts: 2, netValue: 53.5, top: [{ netValue: 37.5 }] });
  });

  it('stock value rebuilt from the ledger', async () => {
    // Received Feb 1: 10 × 12.50 + 5 × 8.00 = 165.00; end of March: 7 × 12.50 + 2 × 8.00 = 103.50.
    expect((await report()).stockValue).toEqual({
      opening: 165,
      months: [{ month: '2025-03', at: '2025-03-31T18:30:00.000Z', value: 103.5 }],
    });
    const longer = (await report({ period: { from: '2025-01-20', to: '2025-03-10' } })).stockValue;
    // At the end of Mar 10: the issues of Mar 5 and 10 and the return, 7 × 12.50 + 3 × 8.00 = 111.50.
    expect(longer).toEqual({
      opening: 0,
      months: [
        { month: '2025-01', at: '2025-01-31T18:30:00.000Z', value: 0 },
        { month: '2025-02', at: '2025-02-28T18:30:00.000Z', value: 165 },
        { month: '2025-03', at: '2025-03-10T18:30:00.000Z', value: 111.5 },
      ],
    });
  });
});

describe('CSV export', () => {
  const csv = (name: string) => fetchCsv(gateway, tokens.admin, `${name}.csv`, { farmId: farm.farmId, ...MARCH });

  it('has a header row and the numbers of the graph', async () => {
    const { reliability: farmWide, pmCompliance } = await report();
    const machines = await csv('reliability');
    expect(machines.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(machines.headers.get('content-disposition')).toBe(
      'attachment; filename="reliability-2025-03-01-2025-03-31.csv"',
    );
    expect(machines.header.join()).toBe(
      'Code,Machine,Basis,Operating hours,Failures,MTBF (h),Repairs,Repair hours,MTTR (h),Downtime (h),Availability',
    );
    // The machines, then the farm in a last row; a figure without failures is an empty cell.
    const figures = (row: { mtbfHours: number | null; mttrHours: number | null; availability: number | null }) =>
      [row.mtbfHours, row.mttrHours, row.availability].map((value) => String(value ?? ''));
    expect(machines.rows.map((row) => [row.Code, row['MTBF (h)'], row['MTTR (h)'], row.Availability])).toEqual([
      ...farmWide.byMachine.map((row) => [row.equipment.code, ...figures(row)]),
      ['', ...figures(farmWide)],
    ]);
    expect((await csv('cost-by-month')).rows).toEqual([
      { Month: '2025-03', Parts: '53.5', Labour: '110', Total: '163.5', 'Labour hours': '2.75' },
    ]);
    const { exceptions: _, ...counts } = pmCompliance;
    expect(Object.values((await csv('pm-compliance')).rows[0])).toEqual(Object.values(counts).map(String));
  });

  it('every report downloads, with its header row', async () => {
    for (const name of CSV_REPORTS) {
      const res = await csv(name);
      expect(res.status, name).toBe(200);
      expect(res.header.length, name).toBeGreaterThan(1);
    }
  });
});

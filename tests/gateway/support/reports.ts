// Helpers of the report suites: the typed reports query with every field, the CSV route read
// back as rows, the report names, and the known-numbers farm written straight into the
// database (its orders, downtime, labour and stock movements carry times in March 2025,
// which no API would back-date), in a farm of its own so that its figures are the farm's.
import type { Db } from '../../../gateway/src/db/client.js';
import {
  equipment,
  failureCodes,
  farms,
  labourEntries,
  maintenancePlans,
  meterReadings,
  spareParts,
  stockMovements,
  workOrderDowntime,
  workOrders,
} from '../../../gateway/src/db/schema.js';
import { graphql } from '../__generated__';
import { rest, type GatewayAddress } from './gateway.js';
import { uniqueCode } from './maintenance.js';

// One line per report keeps the document readable (and this file short).
// prettier-ignore
export const ReportsQuery = graphql(`
  query TestReports($farmId: ID!, $period: ReportPeriodInput!, $filter: ReportFilter, $top: Int) {
    reports(farmId: $farmId, period: $period, filter: $filter) {
      farmId from to timeZone periodStart periodEnd periodHours currency equipmentId category
      reliability {
        machines operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability
        byMachine {
          equipment { id code }
          basis operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability
        }
      }
      downtime {
        totalHours
        byMachine { equipment { id code } hours periods share }
        byReason { reason hours periods share }
      }
      failurePareto {
        failures
        byProblem { failureCode { code label } failures share cumulativeShare }
        byCause { failureCode { code label } failures share cumulativeShare }
        byMachine { equipment { code } failures share cumulativeShare }
      }
      cost {
        parts labour total labourHours
        byMonth { month parts labour total labourHours }
        byMachine { equipment { code } parts labour total labourHours purchaseCost shareOfPurchaseCost }
        byCategory { category parts labour total labourHours }
      }
      pmCompliance {
        due onTime late missed notYetDue compliance
        exceptions { order { number title } dueDate outcome completedOn daysLate }
      }
      plannedVsReactive { byType { type completedOrders labourHours } plannedOrderShare plannedHourShare }
      backlog { total cells { age priority count } }
      partsConsumption(top: $top) {
        parts issuedValue returnedValue netValue
        top { part { partNumber } issued returned net netValue share }
      }
      stockValue { opening months { month at value } }
    }
  }
`);

/** Every report of GET /api/reports/<name>.csv. */
export const CSV_REPORTS = [
  'reliability',
  'downtime-by-machine',
  'downtime-by-reason',
  'failures-by-problem',
  'failures-by-cause',
  'failures-by-machine',
  'cost-by-month',
  'cost-by-machine',
  'cost-by-category',
  'pm-compliance',
  'pm-exceptions',
  'planned-vs-reactive',
  'backlog',
  'parts-consumption',
  'stock-value',
] as const;

/** The fields of Reports that are reports. */
export const REPORT_FIELDS = [
  'reliability { failures }',
  'downtime { totalHours }',
  'failurePareto { failures }',
  'cost { total }',
  'pmCompliance { due }',
  'plannedVsReactive { plannedOrderShare }',
  'backlog { total }',
  'partsConsumption { netValue }',
  'stockValue { opening }',
];

/** Splits one CSV line (the route quotes only cells with commas, quotes or line breaks). */
function cells(line: string): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    const cell = match[1];
    found.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
    if (!match[2]) break;
  }
  return found;
}

/** GET /api/reports/<name>.csv: the status, content type and, when 200, the rows by header. */
export async function fetchCsv(gateway: GatewayAddress, token: string, name: string, query: Record<string, string>) {
  const res = await rest<string>(gateway, 'GET', `/api/reports/${name}?${new URLSearchParams(query)}`, undefined, {
    token,
  });
  if (res.status !== 200) return { ...res, header: [], rows: [] };
  const [header, ...lines] = res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map(cells);
  const rows = lines.map((line) => Object.fromEntries(header.map((name, index) => [name, line[index]])));
  return { ...res, header, rows };
}

/** 'YYYY-MM-DDTHH:mm' on the known farm's clock (Asia/Kolkata, UTC+05:30 all year). */
export const ist = (local: string) => new Date(`${local}:00+05:30`);

/** The known farm's ids, for filters and lookups. */
export interface KnownFarm {
  farmId: string;
  tractor: string;
  generator: string;
  partA: string;
  partB: string;
}

type Order = Partial<typeof workOrders.$inferInsert> & Pick<typeof workOrders.$inferInsert, 'type'>;

/** Inserts the known-numbers farm; reports.test.ts states every figure it gives. */
export async function createKnownFarm(db: Db): Promise<KnownFarm> {
  const [farm] = await db
    .insert(farms)
    .values({ name: 'Known Numbers Farm', reference: uniqueCode('KN'), timeZone: 'Asia/Kolkata', currency: 'EUR' })
    .returning();
  const farmId = farm.id;
  const machine = async (values: Partial<typeof equipment.$inferInsert>) =>
    (
      await db
        .insert(equipment)
        .values({ farmId, code: uniqueCode('KN'), name: 'Machine', category: 'OTHER', meterUnit: 'NONE', ...values })
        .returning()
    )[0].id;
  const tractor = await machine({ name: 'Tractor', category: 'TRACTOR', purchaseCost: 50_000 });
  const generator = await machine({ name: 'Generator', category: 'GENERATOR', meterUnit: 'HOURS' });
  await machine({ name: 'Old press', status: 'RETIRED' });
  for (const [value, at] of [
    [1000, '2025-02-20T12:00'],
    [1100, '2025-03-15T12:00'],
    [1150, '2025-03-30T12:00'],
    [1200, '2025-04-05T12:00'],
  ] as const)
    await db.insert(meterReadings).values({ farmId, equipmentId: generator, value, readAt: ist(at) });

  const code = async (kind: 'PROBLEM' | 'CAUSE', value: string, label: string) =>
    (await db.insert(failureCodes).values({ farmId, kind, code: value, label }).returning())[0].id;
  const [hyd, eng, wear] = [
    await code('PROBLEM', 'KN_HYD', 'Hydraulic leak'),
    await code('PROBLEM', 'KN_ENG', 'Engine stall'),
    await code('CAUSE', 'KN_WEAR', 'Wear'),
  ];
  const monthly = { calendarEvery: 1, calendarUnit: 'MONTH' as const, startDate: '2025-01-01' };
  const [plan] = await db
    .insert(maintenancePlans)
    .values({ farmId, equipmentId: tractor, title: 'Service', ...monthly })
    .returning();

  let number = 0;
  const order = async (values: Order) => {
    number += 1;
    const [row] = await db
      .insert(workOrders)
      .values({ farmId, number, title: `Order ${number}`, equipmentId: tractor, ...values })
      .returning();
    return row.id;
  };
  const down = (workOrderId: string, from: string, to: string | null, reason: string) =>
    db
      .insert(workOrderDowntime)
      .values({ farmId, workOrderId, startedAt: ist(from), endedAt: to ? ist(to) : null, reason });
  // At 40 an hour.
  const labour = (workOrderId: string, at: string, minutes: number) => {
    const [startedAt, endedAt] = [ist(at), new Date(ist(at).getTime() + minutes * 60_000)];
    return db.insert(labourEntries).values({ farmId, workOrderId, startedAt, endedAt, minutes, hourlyRate: 40 });
  };
  const completed = (at: string) => ({ status: 'COMPLETED' as const, completedAt: ist(at) });
  const failed = (at: string) => ({ type: 'CORRECTIVE' as const, failureAt: ist(at), createdAt: ist(at) });

  const down0 = { equipmentDown: true, problemCodeId: eng };
  const c0 = await order({ ...failed('2025-02-28T22:00'), ...down0, ...completed('2025-03-01T02:15') });
  await down(c0, '2025-02-28T22:00', '2025-03-01T02:00', 'Electrical');
  await labour(c0, '2025-02-28T22:30', 60);
  const down1 = { equipmentDown: true, problemCodeId: hyd, causeCodeId: wear };
  const c1 = await order({ ...failed('2025-03-10T08:00'), ...down1, ...completed('2025-03-10T15:00') });
  await down(c1, '2025-03-10T08:00', '2025-03-10T14:00', 'Hydraulic leak');
  await labour(c1, '2025-03-10T08:30', 90);
  const open2 = { status: 'IN_PROGRESS' as const, priority: 'URGENT' as const, problemCodeId: hyd };
  const c2 = await order({ ...failed('2025-03-31T20:00'), ...open2 });
  await down(c2, '2025-03-31T20:00', null, 'Engine');
  await labour(c2, '2025-03-31T20:30', 45);
  await labour(c2, '2025-04-01T00:30', 15);
  await order({ ...failed('2025-03-15T10:00'), equipmentDown: true, status: 'CANCELLED', cancelReason: 'False alarm' });
  await order({ type: 'CORRECTIVE', priority: 'HIGH' });
  const c5 = await order({ ...failed('2025-02-25T10:00'), ...completed('2025-03-10T16:30') });
  await down(c5, '2025-03-10T12:00', '2025-03-10T16:00', 'Hydraulic leak');

  const pm = (due: string, values: Partial<Order> = {}) =>
    order({ type: 'PREVENTIVE', dueDate: due, createdAt: ist('2025-03-01T00:00'), ...values });
  const p1 = await pm('2025-03-05', completed('2025-03-05T15:30'));
  await labour(p1, '2025-03-05T10:00', 30);
  await pm('2025-03-12', completed('2025-03-13T01:30'));
  await pm('2025-03-20');
  await pm('2025-03-25', { status: 'CANCELLED', cancelReason: 'Sold the trailer' });
  await pm('2025-04-10', { planId: plan.id, planDueDate: '2025-03-28', ...completed('2025-04-02T10:00') });
  await pm('2025-04-03', completed('2025-04-03T10:00'));
  await pm('2025-03-15', { planId: plan.id, planDueDate: '2025-02-27', ...completed('2025-03-14T10:00') });
  await pm('2025-03-15', completed('2025-03-14T18:00'));

  const part = async (unitCost: number, onHand: number) =>
    (
      await db
        .insert(spareParts)
        .values({ farmId, partNumber: uniqueCode('KP'), name: 'Part', unit: 'PCS', unitCost, quantityOnHand: onHand })
        .returning()
    )[0].id;
  const [partA, partB] = [await part(12.5, 7), await part(8, 2)];
  const moves: [string, 'RECEIPT' | 'ISSUE' | 'RETURN', number, string, string | null][] = [
    [partA, 'RECEIPT', 10, '2025-02-01T10:00', null],
    [partB, 'RECEIPT', 5, '2025-02-01T10:00', null],
    [partB, 'ISSUE', -2, '2025-03-05T11:00', p1],
    [partA, 'ISSUE', -4, '2025-03-10T09:00', c1],
    [partA, 'RETURN', 1, '2025-03-10T13:30', c1],
    [partB, 'ISSUE', -1, '2025-03-20T10:00', null],
  ];
  for (const [partId, type, quantity, at, workOrderId] of moves) {
    const unitCost = partId === partA ? 12.5 : 8;
    // balanceAfter is not read by the reports.
    const movement = { farmId, partId, type, quantity, unitCost, balanceAfter: 0, workOrderId, createdAt: ist(at) };
    await db.insert(stockMovements).values(movement);
  }
  return { farmId, tractor, generator, partA, partB };
}

// Loads fixtures/work-orders.json: nine months of each demo farm's work orders, with their
// assignees, checklists, downtime, failure codes, parts used (ISSUE movements in the parts'
// ledgers) and planned, labour, timelines, per-farm counters and hourly rates. Offsets
// become times before the seeding moment, so the backlog is current whenever the demo is
// installed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import {
  auditLog,
  checklistItems,
  failureCodes,
  farmCounters,
  farmMembers,
  farms as farmsTable,
  labourEntries,
  stockMovements,
  workOrderAssignees,
  workOrderDowntime,
  workOrderParts,
  workOrders,
} from './schema.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/work-orders.json', import.meta.url));

type Row = Record<string, unknown>;
export interface FarmWorkOrdersFixture {
  farmId: string;
  /** The farm's work-order counter: its highest number. */
  counter: number;
  /** Failure codes are named by code (problemCode, causeCode, remedyCode); the seed finds their ids. */
  orders: Row[];
  assignees: { workOrderId: string; userId: string }[];
  checklist: Row[];
  downtime: Row[];
  /** Parts on orders: planned, reserved, issued. */
  parts: Row[];
  /** The ISSUE movements of what orders used (`at`: when); the parts' ledgers in demo.json make room for them. */
  movements: Row[];
  labour: Row[];
  /** Entries of the orders' timelines and of their machines' histories. */
  audit: Row[];
  /** The farm's default hourly rate, and the members with one of their own. */
  rates: { defaultHourlyRate: number; members: { userId: string; hourlyRate: number }[] };
}

export const loadWorkOrderFixtures = (): FarmWorkOrdersFixture[] => JSON.parse(readFileSync(FIXTURES, 'utf8'));

/** { minutesAgo } becomes an instant, { daysAgo } a calendar date (UTC, as "overdue" compares), anywhere in `value`. */
function resolver(now: number) {
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!value || typeof value !== 'object') return value;
    const offset = value as { minutesAgo?: number; daysAgo?: number };
    if (typeof offset.minutesAgo === 'number') return new Date(now - offset.minutesAgo * 60_000);
    if (typeof offset.daysAgo === 'number')
      return new Date(now - offset.daysAgo * 86_400_000).toISOString().slice(0, 10);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
  };
  return resolve as <T>(value: T) => T;
}

/**
 * One INSERT of every row, sent as one JSON document that the database unpacks
 * (json_populate_recordset): a fraction of the time thousands of bound parameters take.
 */
export async function insertAll(tx: Db, table: PgTable, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]);
  const names = keys.map((key) => columns[key].name);
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], row[key]]))));
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${json}::json)`,
  );
}

/** The plan that made a past service, and the due point it served (seed-plans.ts). */
export type PlanLink = { planId: string; planDueKey: string };

export async function seedWorkOrders(tx: Db, now: number, plans = new Map<string, PlanLink>()): Promise<void> {
  const farms = loadWorkOrderFixtures();
  const resolve = resolver(now);
  const codes = await tx
    .select({ id: failureCodes.id, farmId: failureCodes.farmId, kind: failureCodes.kind, code: failureCodes.code })
    .from(failureCodes);
  const codeIds = new Map(codes.map((c) => [`${c.farmId} ${c.kind} ${c.code}`, c.id]));
  const codeId = (farmId: string, kind: string, code: unknown) => {
    if (code === null) return null;
    const id = codeIds.get(`${farmId} ${kind} ${code}`);
    if (!id) throw new Error(`fixtures/work-orders.json: farm ${farmId} has no ${kind} code ${code}`);
    return id;
  };
  const inFarm = (rows: (farm: FarmWorkOrdersFixture) => Row[]): Row[] =>
    farms.flatMap((farm) => rows(farm).map((row) => ({ ...resolve(row), farmId: farm.farmId })));

  // A plan's past service was due on its order's due day, as the scheduler records it.
  // A plan's past service was due on its order's due day, as the scheduler records it (plan_due_date).
  const orders = inFarm((farm) =>
    farm.orders.map(({ problemCode, causeCode, remedyCode, ...order }) => ({
      ...order,
      ...(plans.get(order.id as string) ?? { planId: null, planDueKey: null }),
      problemCodeId: codeId(farm.farmId, 'PROBLEM', problemCode),
      causeCodeId: codeId(farm.farmId, 'CAUSE', causeCode),
      remedyCodeId: codeId(farm.farmId, 'REMEDY', remedyCode),
    })),
  ).map((order): Row => ({ ...order, planDueDate: order.planId ? order.dueDate : null }));
  // In this order: checklist items belong to orders, and follow-ups point at the items that opened them.
  const batches: [PgTable, Row[]][] = [
    [workOrders, orders.filter((o) => !o.sourceChecklistItemId)],
    [checklistItems, inFarm((farm) => farm.checklist)],
    [workOrders, orders.filter((o) => o.sourceChecklistItemId)],
    [workOrderAssignees, inFarm((farm) => farm.assignees)],
    [workOrderDowntime, inFarm((farm) => farm.downtime)],
    [workOrderParts, inFarm((farm) => farm.parts)],
    [stockMovements, inFarm((farm) => farm.movements.map(({ at, ...movement }) => ({ ...movement, createdAt: at })))],
    [labourEntries, inFarm((farm) => farm.labour)],
    [auditLog, inFarm((farm) => farm.audit.map(({ at, ...entry }) => ({ ...entry, createdAt: at })))],
    [farmCounters, farms.map((farm) => ({ farmId: farm.farmId, name: 'work_order', value: farm.counter }))],
  ];
  for (const [table, rows] of batches) await insertAll(tx, table, rows);
  for (const { farmId, rates } of farms) {
    await tx.update(farmsTable).set({ defaultHourlyRate: rates.defaultHourlyRate }).where(eq(farmsTable.id, farmId));
    for (const { userId, hourlyRate } of rates.members)
      await tx
        .update(farmMembers)
        .set({ hourlyRate })
        .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)));
  }
}

// The seeded work-order history (fixtures/work-orders.json) holds the rules the services
// keep: numbers and counters, who may be assigned or request, machines DOWN exactly while an
// open order holds them, downtime inside its order's life, failure codes and checklists where
// they belong, stock equal to its ledger (with the parts orders used) and never below zero,
// labour by assignees at their rate, a timeline that ends in the order's status, and enough of
// everything (each status, late services, overdue and urgent backlog) to look real.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  checklistItems,
  equipment,
  failureCodes,
  farmCounters,
  farmMembers,
  farms,
  labourEntries,
  spareParts,
  stockMovements,
  users,
  workOrderAssignees,
  workOrderDowntime,
  workOrderParts,
  workOrders,
  type WorkOrderRow,
} from '../../gateway/src/db/schema.js';
import { loadWorkOrderFixtures } from '../../gateway/src/db/seed-work-orders.js';
import { today } from '../../gateway/src/modules/maintenance/work-orders/work-orders.service.js';
import { gql, type TestGateway } from './support/gateway.js';
import { OrderLabourQuery, OrderPartsQuery } from './support/parts-labour.js';
import { ALL_FARMS, FRM1, expectData, maintenanceSuite } from './support/maintenance.js';
import { WorkOrderQuery, WorkOrdersQuery, createOrder, newMachine } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();
let db: TestGateway['database']['db'];
let orders: WorkOrderRow[];
const OPEN = ['OPEN', 'IN_PROGRESS', 'ON_HOLD'];
const isOpen = (order: WorkOrderRow) => OPEN.includes(order.status);
const ordersOf = (farmId: string) => orders.filter((order) => order.farmId === farmId);
const time = (value: Date | null) => value?.getTime() ?? null;

beforeAll(async () => {
  db = gateway.database.db;
  orders = await db.select().from(workOrders);
});

describe('the seeded work orders', () => {
  it('are those of the fixture: every demo farm, 60 to 150 orders over the last 6 to 12 months', async () => {
    const fixtures = loadWorkOrderFixtures();
    expect(new Set(fixtures.map((farm) => farm.farmId))).toEqual(new Set(ALL_FARMS));
    expect(new Set(orders.map((order) => order.id))).toEqual(
      new Set(fixtures.flatMap((farm) => farm.orders.map((order) => order.id as string))),
    );
    const dayMs = 86_400_000;
    for (const farmId of ALL_FARMS) {
      const mine = ordersOf(farmId);
      expect(mine.length, farmId).toBeGreaterThanOrEqual(60);
      expect(mine.length, farmId).toBeLessThanOrEqual(150);
      const oldest = Math.min(...mine.map((order) => order.createdAt.getTime()));
      expect((Date.now() - oldest) / dayMs, farmId).toBeGreaterThan(180);
      expect((Date.now() - oldest) / dayMs, farmId).toBeLessThan(365);
    }
  });

  it('are numbered 1…N per farm with no gap, the counter at N, and the next order takes N + 1', async () => {
    const counters = await db
      .select()
      .from(farmCounters)
      .where(sql`${farmCounters.name} = 'work_order'`);
    for (const farmId of ALL_FARMS) {
      const numbers = ordersOf(farmId)
        .map((order) => order.number)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      expect(counters.find((counter) => counter.farmId === farmId)?.value).toBe(numbers.length);
      // Numbers follow creation.
      const byNumber = ordersOf(farmId).sort((a, b) => a.number - b.number);
      const created = byNumber.map((order) => order.createdAt.getTime());
      expect(created).toEqual([...created].sort((a, b) => a - b));
    }
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const next = await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id });
    expect(next.number).toBe(`WO-${String(ordersOf(FRM1).length + 1).padStart(6, '0')}`);
  });

  it("assigns only the farm's technicians and managers; requesters are members (or the admin who created it)", async () => {
    const members = await db.select().from(farmMembers);
    const roleOf = (farmId: string, userId: string | null) =>
      members.find((m) => m.farmId === farmId && m.userId === userId)?.role;
    const assignees = await db.select().from(workOrderAssignees);
    expect(assignees.length).toBeGreaterThan(0);
    for (const { farmId, userId } of assignees) expect(['technician', 'manager']).toContain(roleOf(farmId, userId));
    const admins = (await db.select().from(users)).filter((user) => user.roles.includes('admin')).map((u) => u.id);
    for (const order of orders) {
      if (!roleOf(order.farmId, order.requesterId)) expect(admins).toContain(order.requesterId);
      if (roleOf(order.farmId, order.createdBy) !== 'manager' && !admins.includes(order.createdBy!))
        // Only a follow-up is created by whoever worked its order (an assignee).
        expect(order.sourceChecklistItemId, order.id).not.toBeNull();
    }
  });

  it('has a machine DOWN exactly while an open "equipment down" order holds it, with one downtime period still running', async () => {
    const machines = await db.select().from(equipment);
    const periods = await db.select().from(workOrderDowntime);
    const holding = orders.filter((order) => order.equipmentDown && isOpen(order));
    expect(holding.length).toBeGreaterThan(0);
    expect(new Set(machines.filter((m) => m.status === 'DOWN').map((m) => m.id))).toEqual(
      new Set(holding.map((order) => order.equipmentId)),
    );
    for (const order of orders) {
      const running = periods.filter((p) => p.workOrderId === order.id && p.endedAt === null);
      expect(running.length, order.id).toBe(order.equipmentDown && isOpen(order) ? 1 : 0);
      if (order.equipmentDown) expect(order.equipmentStatusBefore, order.id).toMatch(/^(OPERATIONAL|NEEDS_ATTENTION)$/);
    }
  });

  it("keeps each downtime period inside its order's life, apart from the order's other periods, on corrective orders", async () => {
    const periods = await db.select().from(workOrderDowntime);
    const byId = new Map(orders.map((order) => [order.id, order]));
    for (const period of periods) {
      const order = byId.get(period.workOrderId)!;
      expect(order.type).toBe('CORRECTIVE');
      expect(period.startedAt.getTime()).toBeGreaterThanOrEqual(time(order.failureAt ?? order.createdAt)!);
      const closed = time(order.completedAt ?? order.cancelledAt);
      const end = time(period.endedAt);
      if (end !== null) expect(end).toBeGreaterThanOrEqual(period.startedAt.getTime());
      if (closed !== null) expect(end).not.toBeNull();
      if (closed !== null) expect(end!).toBeLessThanOrEqual(closed);
      expect(end ?? 0).toBeLessThanOrEqual(Date.now());
      const others = periods.filter((p) => p.workOrderId === order.id && p.id !== period.id);
      const endOf = (p: typeof period) => time(p.endedAt) ?? Infinity;
      for (const other of others)
        expect(other.startedAt.getTime() < endOf(period) && period.startedAt.getTime() < endOf(other)).toBe(false);
    }
  });

  it('moves every order through its statuses in time order, before now, with codes and checklists where they belong', async () => {
    const codes = new Map((await db.select().from(failureCodes)).map((code) => [code.id, code]));
    const items = await db.select().from(checklistItems);
    const now = Date.now();
    for (const order of orders) {
      const times = [order.failureAt, order.createdAt, order.startedAt, order.completedAt ?? order.cancelledAt];
      const known = times
        .slice(1)
        .map(time)
        .filter((t) => t !== null) as number[];
      expect(known, order.id).toEqual([...known].sort((a, b) => a - b));
      expect(Math.max(...known)).toBeLessThanOrEqual(now);
      if (order.failureAt) expect(time(order.failureAt)!).toBeLessThanOrEqual(order.createdAt.getTime());
      expect(order.completedAt !== null).toBe(order.status === 'COMPLETED');
      expect(order.cancelledAt !== null).toBe(order.status === 'CANCELLED');
      expect(order.startedAt !== null || order.status === 'OPEN' || order.status === 'CANCELLED').toBe(true);
      expect(order.status === 'ON_HOLD' ? order.holdReason : 'no hold').toBeTruthy();
      for (const [column, kind] of [
        ['problemCodeId', 'PROBLEM'],
        ['causeCodeId', 'CAUSE'],
        ['remedyCodeId', 'REMEDY'],
      ] as const) {
        const code = order[column] && codes.get(order[column]);
        if (order.type === 'CORRECTIVE' && order.status === 'COMPLETED') expect(code, order.id).toBeTruthy();
        if (order.type === 'PREVENTIVE') expect(code).toBeFalsy();
        if (code) expect([code.kind, code.farmId]).toEqual([kind, order.farmId]);
      }
      const mine = items.filter((item) => item.workOrderId === order.id);
      expect(mine.length > 0, order.id).toBe(order.type === 'PREVENTIVE');
      for (const item of mine.filter((item) => item.result)) {
        expect(time(item.doneAt)!).toBeGreaterThanOrEqual(time(order.startedAt)!);
        expect(time(item.doneAt)!).toBeLessThanOrEqual(time(order.completedAt) ?? now);
      }
      if (order.status === 'COMPLETED') expect(mine.every((item) => item.result && item.doneBy)).toBe(true);
      if (order.sourceChecklistItemId) {
        const source = items.find((item) => item.id === order.sourceChecklistItemId)!;
        expect([source.result, source.workOrderId]).toEqual(['FAIL', order.parentId]);
        expect(orders.find((parent) => parent.id === order.parentId)!.equipmentId).toBe(order.equipmentId);
      }
    }
  });

  it("writes each order's timeline: a creation with its number, status changes ending in its status, the codes' labels", async () => {
    const entries = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'work_order'`)
      .orderBy(auditLog.createdAt);
    const labels = new Map((await db.select().from(failureCodes)).map((code) => [code.id, code.label]));
    const periods = await db.select().from(workOrderDowntime);
    type Changes = Record<string, { before: unknown; after: unknown }>;
    for (const order of orders) {
      const mine = entries.filter((entry) => entry.entityId === order.id);
      const changes = (action: string) => mine.filter((e) => e.action === action).map((e) => e.changes as Changes);
      expect(mine[0].action, order.id).toBe('CREATE');
      expect(changes('CREATE')[0].number.after).toBe(`WO-${String(order.number).padStart(6, '0')}`);
      const statuses = mine.map((e) => (e.changes as Changes).status?.after).filter(Boolean);
      expect(statuses.at(-1), order.id).toBe(order.status);
      expect(mine.at(-1)!.createdAt.getTime()).toBe(order.updatedAt.getTime());
      const [failure] = changes('FAILURE');
      expect(failure?.problem.after ?? null).toBe(order.problemCodeId && labels.get(order.problemCodeId));
      if (order.remedyCodeId) expect(failure.remedy.after).toBe(labels.get(order.remedyCodeId));
      expect(changes('DOWNTIME_ADD').length).toBe(periods.filter((p) => p.workOrderId === order.id).length);
    }
  });

  it("keeps each part's stock equal to its ledger, never below zero; orders' lines match their ISSUE movements and reservations", async () => {
    const parts = await db.select().from(spareParts);
    const movements = await db.select().from(stockMovements);
    const lines = await db.select().from(workOrderParts);
    const byId = new Map(orders.map((order) => [order.id, order]));
    const round = (value: number) => Math.round(value * 1000) / 1000;
    for (const part of parts) {
      const ledger = movements
        .filter((m) => m.partId === part.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(new Set(ledger.map((m) => m.createdAt.getTime())).size, part.partNumber).toBe(ledger.length);
      let balance = 0;
      for (const movement of ledger) {
        balance = round(balance + movement.quantity);
        expect(movement.balanceAfter, part.partNumber).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
      }
      expect(balance, part.partNumber).toBe(part.quantityOnHand);
      const reserving = lines.filter((line) => line.partId === part.id && line.reservedQuantity > 0);
      expect(part.quantityReserved, part.partNumber).toBe(
        round(reserving.reduce((sum, l) => sum + l.reservedQuantity, 0)),
      );
      expect(part.quantityReserved).toBeLessThanOrEqual(part.quantityOnHand);
      for (const line of reserving) expect(isOpen(byId.get(line.workOrderId)!)).toBe(true);
    }
    const issues = movements.filter((m) => m.workOrderId);
    expect(issues.length).toBeGreaterThan(100);
    for (const line of lines) {
      const order = byId.get(line.workOrderId)!;
      const mine = issues.filter((m) => m.workOrderId === order.id && m.partId === line.partId);
      expect(round(mine.reduce((sum, m) => sum - m.quantity, 0))).toBe(line.issuedQuantity);
      expect(line.reservedQuantity).toBe(isOpen(order) ? Math.max(line.plannedQuantity - line.issuedQuantity, 0) : 0);
      for (const movement of mine) {
        expect(movement.type).toBe('ISSUE');
        expect(movement.unitCost).toBe(parts.find((part) => part.id === line.partId)!.unitCost);
        expect(movement.createdAt.getTime()).toBeGreaterThanOrEqual(time(order.startedAt)!);
        expect(movement.createdAt.getTime()).toBeLessThanOrEqual(time(order.completedAt) ?? Date.now());
      }
    }
  });

  it("logs labour by the order's assignees inside its work, at the rate in force (the member's, else the farm's); no timer runs", async () => {
    const entries = await db.select().from(labourEntries);
    const assignees = await db.select().from(workOrderAssignees);
    const members = await db.select().from(farmMembers);
    const defaults = new Map((await db.select().from(farms)).map((farm) => [farm.id, farm.defaultHourlyRate]));
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) {
      const order = orders.find((o) => o.id === entry.workOrderId)!;
      expect(assignees.some((a) => a.workOrderId === order.id && a.userId === entry.userId)).toBe(true);
      expect(entry.endedAt).not.toBeNull();
      expect(entry.minutes).toBe(Math.round((entry.endedAt!.getTime() - entry.startedAt.getTime()) / 60_000));
      expect(entry.startedAt.getTime()).toBeGreaterThanOrEqual(time(order.startedAt)!);
      expect(entry.endedAt!.getTime()).toBeLessThanOrEqual(time(order.completedAt) ?? Date.now());
      const member = members.find((m) => m.farmId === order.farmId && m.userId === entry.userId)!;
      expect(entry.hourlyRate).toBe(member.hourlyRate ?? defaults.get(order.farmId));
    }
    // What a repair cost, through the API: its parts at movement cost and its labour at the copied rates.
    const repaired = ordersOf(FRM1).filter((order) => order.type === 'CORRECTIVE' && order.status === 'COMPLETED');
    const costs = [];
    for (const order of repaired.slice(0, 6)) {
      const parts = expectData(await gql(gateway, OrderPartsQuery, { id: order.id }, { token: tokens.manager }));
      const labour = expectData(await gql(gateway, OrderLabourQuery, { id: order.id }, { token: tokens.manager }));
      const { cost } = parts.workOrder!;
      const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
      expect(cost.parts).toBe(sum(parts.workOrder!.parts.map((line) => line.cost ?? 0)));
      expect(cost.labour).toBe(sum(labour.workOrder!.labour.map((entry) => entry.cost ?? 0)));
      costs.push(cost);
    }
    expect(costs.some((cost) => cost.parts > 0 && cost.labour > 0 && cost.currency === 'MAD')).toBe(true);
  });

  it('has every farm staffed: each completed order assigned with labour logged, most with parts used', async () => {
    const assignees = await db.select().from(workOrderAssignees);
    const entries = await db.select().from(labourEntries);
    const lines = await db.select().from(workOrderParts);
    const has = (rows: { workOrderId: string }[]) => new Set(rows.map((row) => row.workOrderId));
    const [assigned, logged, used] = [has(assignees), has(entries), has(lines.filter((l) => l.issuedQuantity > 0))];
    for (const farmId of ALL_FARMS) {
      const done = ordersOf(farmId).filter((order) => order.status === 'COMPLETED');
      expect(done.length, farmId).toBeGreaterThan(30);
      expect(
        done.filter((order) => !assigned.has(order.id) || !logged.has(order.id)),
        farmId,
      ).toEqual([]);
      expect(done.filter((order) => used.has(order.id)).length / done.length, farmId).toBeGreaterThan(0.5);
    }
  });

  it('reads through the API with its timeline; each farm has every status, late and on-time services, overdue and urgent backlog', async () => {
    const sample = ordersOf(FRM1).find((order) => order.type === 'CORRECTIVE' && order.status === 'COMPLETED')!;
    const detail = expectData(await gql(gateway, WorkOrderQuery, { id: sample.id }, { token: tokens.tech })).workOrder!;
    expect(detail.timeline.map((entry) => entry.action)).toContain('COMPLETE');
    expect(detail.timeline.every((entry) => entry.actorName)).toBe(true);
    const overdue = expectData(
      await gql(gateway, WorkOrdersQuery, { farmId: FRM1, filter: { overdue: true } }, { token: tokens.manager }),
    ).workOrders;
    expect(overdue.totalCount).toBeGreaterThan(0);
    const mine = expectData(
      await gql(gateway, WorkOrdersQuery, { farmId: FRM1, filter: { assignedToMe: true } }, { token: tokens.tech }),
    ).workOrders;
    expect(mine.totalCount).toBeGreaterThan(0);

    for (const farmId of ALL_FARMS) {
      const mineHere = ordersOf(farmId);
      expect(new Set(mineHere.map((order) => order.status))).toEqual(
        new Set(['OPEN', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED']),
      );
      const open = mineHere.filter(isOpen);
      expect(
        open.some((order) => order.dueDate !== null && order.dueDate < today()),
        farmId,
      ).toBe(true);
      expect(
        open.some((order) => order.priority === 'URGENT'),
        farmId,
      ).toBe(true);
      const services = mineHere.filter((order) => order.type === 'PREVENTIVE' && order.completedAt && order.dueDate);
      const late = services.filter((order) => order.completedAt!.toISOString().slice(0, 10) > order.dueDate!);
      expect(late.length, farmId).toBeGreaterThan(0);
      expect(late.length / services.length, farmId).toBeLessThan(0.4);
      expect(mineHere.filter((order) => order.sourceChecklistItemId).length, farmId).toBeGreaterThan(0);
    }
  });
});

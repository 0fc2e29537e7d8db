// The seeded preventive plans (fixtures/plans.json): on the demo farms' tractors, combines,
// sprayers and pumps, with the farm's own parts and technicians, tied to the work-order
// history (each past service names its plan and due point; a plan's last service is the
// latest of them completed), and few enough due at once that the scheduler's first pass
// after seeding opens a handful of orders, on any day of the year, and its second none.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  equipment,
  farmMembers,
  maintenancePlans,
  spareParts,
  workOrders,
  type EquipmentRow,
  type MaintenancePlanRow,
  type WorkOrderRow,
} from '../../gateway/src/db/schema.js';
import { loadPlanFixtures, planRows } from '../../gateway/src/db/seed-plans.js';
import { loadWorkOrderFixtures } from '../../gateway/src/db/seed-work-orders.js';
import { parseDueKey } from '../../gateway/src/modules/maintenance/plans/due-point.js';
import { dueOf, toUsage } from '../../gateway/src/modules/maintenance/plans/plan-schedule.js';
import { demo } from './support/fixtures.js';
import { ALL_FARMS, maintenanceSuite } from './support/maintenance.js';
import { runScheduler } from './support/plans.js';

/**
 * The most plans due at once right after seeding: 7 whose point the history has passed (a
 * tractor, combine or sprayer worked harder than its services kept up with, a cancelled
 * service, the new tractor's break-in), plus one region's pre-harvest inspections (6 combines)
 * in the 14 days before their season opens. The sweep below finds that maximum.
 */
const MOST_DUE = 13;
const OPEN = ['OPEN', 'IN_PROGRESS', 'ON_HOLD'];
const DAY_MS = 86_400_000;
/** The readings the scheduler reads a machine's pace from. */
const READINGS_DAYS = 120;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const { gateway, tokens } = maintenanceSuite();
let plans: MaintenancePlanRow[];
let machines: EquipmentRow[];
let orders: WorkOrderRow[];

beforeAll(async () => {
  const { db } = gateway.database;
  [plans, machines, orders] = await Promise.all([
    db.select().from(maintenancePlans),
    db.select().from(equipment),
    db.select().from(workOrders),
  ]);
});

describe('the seeded plans', () => {
  it("are on most of every farm's tractors, combines, sprayers and pumps, with the farm's parts and a technician", async () => {
    const { db } = gateway.database;
    const parts = await db.select({ id: spareParts.id, farmId: spareParts.farmId }).from(spareParts);
    const members = await db.select().from(farmMembers);
    expect(plans.length).toBe(loadPlanFixtures().reduce((sum, farm) => sum + farm.plans.length, 0));
    for (const farmId of ALL_FARMS) {
      const mine = plans.filter((plan) => plan.farmId === farmId);
      const kinds = machines.filter(
        (m) => m.farmId === farmId && ['TRACTOR', 'COMBINE_HARVESTER', 'SPRAYER', 'IRRIGATION'].includes(m.category),
      );
      const planned = kinds.filter((m) => mine.some((plan) => plan.equipmentId === m.id));
      expect(planned.length / kinds.length, farmId).toBeGreaterThan(0.6);
      for (const m of kinds.filter((m) => m.category !== 'IRRIGATION')) expect(planned, m.code).toContain(m);
    }
    for (const plan of plans) {
      const machine = machines.find((m) => m.id === plan.equipmentId)!;
      expect(machine.farmId, plan.title).toBe(plan.farmId);
      expect(plan.parts.length, plan.title).toBeGreaterThan(0);
      for (const { partId, quantity } of plan.parts) {
        expect(parts.find((part) => part.id === partId)?.farmId, plan.title).toBe(plan.farmId);
        expect(quantity).toBeGreaterThan(0);
      }
      const assignee = members.find((m) => m.farmId === plan.farmId && m.userId === plan.defaultAssigneeId);
      expect(assignee?.role, plan.title).toBe('technician');
      expect(plan.checklist.length).toBeGreaterThan(2);
      expect([plan.active, plan.deletedAt]).toEqual([true, null]);
    }
  });

  it('made the past services of their machine; each last service is the latest of them completed', () => {
    const keys = new Set<string>();
    for (const order of orders.filter((o) => o.planId)) {
      const plan = plans.find((p) => p.id === order.planId)!;
      expect([order.type, order.equipmentId, order.farmId]).toEqual(['PREVENTIVE', plan.equipmentId, plan.farmId]);
      // The point's day is the service's due date, against which PM lateness counts.
      expect(parseDueKey(order.planDueKey!)?.date, order.planDueKey!).toBe(order.planDueDate);
      expect(order.planDueDate).toBe(order.dueDate);
      keys.add(`${plan.id} ${order.planDueKey}`);
    }
    expect(keys.size).toBe(orders.filter((o) => o.planId).length);
    let withHistory = 0;
    for (const plan of plans) {
      const made = orders.filter((o) => o.planId === plan.id);
      // A plan that made a machine's services made all of them.
      const services = orders.filter((o) => o.equipmentId === plan.equipmentId && o.type === 'PREVENTIVE');
      if (made.length) expect(made.length, plan.title).toBe(services.filter((o) => o.planId).length);
      const [last] = made
        .filter((o) => o.status === 'COMPLETED')
        .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime());
      if (!last) {
        expect([plan.lastDoneDate, plan.lastDoneKey], plan.title).toEqual([null, null]);
        continue;
      }
      withHistory += 1;
      expect([plan.lastDoneDate, plan.lastDoneKey], plan.title).toEqual([utcDay(last.completedAt!), last.planDueKey]);
      const machine = machines.find((m) => m.id === plan.equipmentId)!;
      if (plan.meterEvery) expect(plan.lastDoneMeter!).toBeLessThanOrEqual(machine.meterValue);
    }
    expect(withHistory / plans.length).toBeGreaterThan(0.5);
  });

  it("start a new tractor at zero hours with a 50 h break-in service; each plan's creation is on its audit trail", async () => {
    const [breakIn] = plans.filter((plan) => plan.breakInMeter);
    expect(breakIn).toMatchObject({ breakInMeter: 50, startMeter: 0, lastDoneDate: null, meterEvery: 250 });
    expect(orders.filter((o) => o.equipmentId === breakIn.equipmentId)).toEqual([]);
    const entries = await gateway.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'maintenance_plan'), eq(auditLog.action, 'CREATE')));
    for (const plan of plans) {
      const entry = entries.find((e) => e.entityId === plan.id);
      expect(entry?.createdAt.getTime(), plan.title).toBe(plan.createdAt.getTime());
      expect([entry?.actorId, entry?.changes], plan.title).toEqual([plan.createdBy, expect.objectContaining({})]);
    }
  });
});

describe('the scheduler right after seeding', () => {
  it(`opens at most ${MOST_DUE} orders on any day of a year, so seeding never floods the backlog`, () => {
    const farms = loadPlanFixtures();
    const open = new Set(
      loadWorkOrderFixtures().flatMap((farm) =>
        farm.orders.filter((o) => OPEN.includes(o.status as string)).map((o) => o.id),
      ),
    );
    const due = [];
    for (let day = 0; day < 366; day++) {
      const now = Date.UTC(2026, 0, 1, 10) + day * DAY_MS;
      const { plans: rows, links } = planRows(now, farms);
      const busy = new Set([...links].filter(([id]) => open.has(id as string)).map(([, link]) => link.planId));
      due.push(
        rows.filter((plan) => {
          if (busy.has(plan.id!)) return false;
          const farm = demo.maintenance.find((f) => f.farmId === plan.farmId)!;
          const machine = { ...farm.machines.find((m) => m.id === plan.equipmentId)!, updatedAt: new Date(now) };
          const readings = farm.readings
            .filter((r) => r.equipmentId === machine.id && r.readAt.minutesAgo < READINGS_DAYS * 24 * 60)
            .map((r) => ({ value: r.value, readAt: new Date(now - r.readAt.minutesAgo * 60_000) }));
          const usage = toUsage(machine as unknown as EquipmentRow, readings, new Date(now), 'UTC');
          return dueOf(plan as MaintenancePlanRow, usage, utcDay(new Date(now))).dueNow;
        }).length,
      );
    }
    expect(Math.max(...due)).toBeLessThanOrEqual(MOST_DUE);
    expect(Math.min(...due)).toBeGreaterThan(0);
  });

  it('opens those due now, from their plans, and a second pass opens none', async () => {
    const first = await Promise.all(ALL_FARMS.map((farmId) => runScheduler(gateway, tokens.admin, farmId)));
    const opened = first.flatMap((run) => run.orders);
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.length).toBeLessThanOrEqual(MOST_DUE);
    for (const order of opened) {
      const plan = plans.find((p) => p.id === order.planId)!;
      expect(order).toMatchObject({ type: 'PREVENTIVE', title: plan.title, status: 'OPEN' });
      expect(order.checklist.map((item) => item.text)).toEqual(plan.checklist);
      expect(order.assignees.map((a) => a.id)).toEqual([plan.defaultAssigneeId]);
      // None of its plan's past services was still open.
      expect(orders.filter((o) => o.planId === plan.id && OPEN.includes(o.status))).toEqual([]);
    }
    const second = await Promise.all(ALL_FARMS.map((farmId) => runScheduler(gateway, tokens.admin, farmId)));
    expect(second.map((run) => run.opened)).toEqual(ALL_FARMS.map(() => 0));
  });
});

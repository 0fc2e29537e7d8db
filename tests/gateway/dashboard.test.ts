// dashboard(farmId) on the demo data: each tile equals the total of the list it links to
// (work orders with the same filter per type, equipment DOWN, low-stock parts, pending
// requests), the charts' shapes, and who may read it (any member, the viewer included;
// another farm's member is refused as every farm-scoped query is).
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import type { WorkOrderFilter } from './__generated__/graphql.js';
import { errorCode, gql } from './support/gateway.js';
import { FRM1, FRM2, expectData, type MaintenanceAccountKey, maintenanceSuite } from './support/maintenance.js';
import { EquipmentListQuery, SparePartsQuery } from './support/maintenance-operations.js';
import { MaintenanceRequestsQuery } from './support/requests.js';
import { WorkOrdersQuery, createOrder, newMachine } from './support/work-orders.js';

const DashboardQuery = graphql(`
  query TestDashboard($farmId: ID!) {
    dashboard(farmId: $farmId) {
      farmId
      openByPriority {
        type
        priority
        count
      }
      overdue {
        type
        count
      }
      completedThisMonth {
        type
        count
      }
      machinesDown {
        equipment {
          id
          status
        }
        since
      }
      pendingRequests
      lowStockParts
      stockValue
      currency
      recentActivity {
        id
        entityType
        label
        actorName
        at
      }
      ordersPerWeek {
        weekStart
        opened
        completed
      }
      downtimeByMachine {
        equipment {
          id
        }
        hours
      }
    }
  }
`);

const { gateway, tokens } = maintenanceSuite();

const dashboardOf = async (farmId: string, who: MaintenanceAccountKey = 'admin') =>
  expectData(await gql(gateway, DashboardQuery, { farmId }, { token: tokens[who] })).dashboard;

async function ordersTotal(farmId: string, filter: WorkOrderFilter) {
  return expectData(await gql(gateway, WorkOrdersQuery, { farmId, filter, first: 1 }, { token: tokens.admin }))
    .workOrders.totalCount;
}

describe('dashboard tiles equal their lists', () => {
  for (const [name, farmId] of [
    ['FRM-001', FRM1],
    ['FRM-002', FRM2],
  ] as const) {
    it(`${name}: orders by type and priority, overdue`, async () => {
      const dashboard = await dashboardOf(farmId);
      expect(dashboard.openByPriority.length).toBeGreaterThan(0);
      for (const type of ['PREVENTIVE', 'CORRECTIVE'] as const) {
        for (const priority of ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const) {
          const tile = dashboard.openByPriority.find((row) => row.type === type && row.priority === priority);
          const list = await ordersTotal(farmId, {
            type: [type],
            priority: [priority],
            status: ['OPEN', 'IN_PROGRESS', 'ON_HOLD'],
          });
          expect(tile?.count ?? 0, `${type} ${priority}`).toBe(list);
        }
        const overdue = dashboard.overdue.find((row) => row.type === type)?.count ?? 0;
        expect(overdue, `${type} overdue`).toBe(await ordersTotal(farmId, { type: [type], overdue: true }));
      }
    });

    it(`${name}: machines down, low stock, pending requests`, async () => {
      const dashboard = await dashboardOf(farmId);
      const down = expectData(
        await gql(
          gateway,
          EquipmentListQuery,
          { farmId, filter: { status: ['DOWN'] }, first: 100 },
          { token: tokens.admin },
        ),
      ).equipmentList;
      expect(dashboard.machinesDown.length).toBe(down.totalCount);
      expect(dashboard.machinesDown.map((row) => row.equipment.id).sort()).toEqual(
        down.edges.map((edge) => edge.node.id).sort(),
      );
      for (const row of dashboard.machinesDown) expect(row.equipment.status).toBe('DOWN');

      const parts = expectData(
        await gql(gateway, SparePartsQuery, { farmId, filter: { lowStock: true }, first: 1 }, { token: tokens.admin }),
      ).spareParts;
      expect(dashboard.lowStockParts).toBe(parts.totalCount);
      expect(dashboard.stockValue).toBeCloseTo(parts.farmStockValue, 2);

      const requests = expectData(
        await gql(
          gateway,
          MaintenanceRequestsQuery,
          { farmId, status: ['PENDING'], first: 1 },
          { token: tokens.admin },
        ),
      ).maintenanceRequests;
      expect(dashboard.pendingRequests).toBe(requests.totalCount);
    });
  }

  it('a machine taken down by a breakdown says since when, and the longest down comes first', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const before = Date.now();
    await createOrder(gateway, tokens.manager, { farmId: FRM1, equipmentId: machine.id, equipmentDown: true });
    const rows = (await dashboardOf(FRM1)).machinesDown;
    const row = rows.find((entry) => entry.equipment.id === machine.id);
    const since = new Date(row!.since as string).getTime();
    expect(since).toBeGreaterThanOrEqual(before - 1_000);
    expect(since).toBeLessThanOrEqual(Date.now());
    const times = rows.map((entry) => (entry.since ? new Date(entry.since as string).getTime() : Infinity));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('charts: 12 Mondays oldest first, at most 10 machines most down first, newest activity first', async () => {
    const dashboard = await dashboardOf(FRM1);
    const weeks = dashboard.ordersPerWeek.map((week) => week.weekStart);
    expect(weeks).toHaveLength(12);
    for (const week of weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect([...weeks].sort()).toEqual(weeks);
    expect(dashboard.ordersPerWeek.some((week) => week.opened + week.completed > 0)).toBe(true);
    const hours = dashboard.downtimeByMachine.map((row) => row.hours);
    expect(hours.length).toBeLessThanOrEqual(10);
    expect([...hours].sort((a, b) => b - a)).toEqual(hours);
    for (const value of hours) expect(value).toBeGreaterThan(0);
    const times = dashboard.recentActivity.map((entry) => entry.at as string);
    expect(times.length).toBeGreaterThan(0);
    expect(times.length).toBeLessThanOrEqual(10);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('dashboard access', () => {
  it('the viewer reads their farm', async () => {
    const dashboard = await dashboardOf(FRM2, 'viewer');
    expect(dashboard.farmId).toBe(FRM2);
  });

  it("another farm's dashboard is FORBIDDEN with no data", async () => {
    for (const [who, farmId] of [
      ['viewer', FRM1],
      ['tech', FRM2],
      ['nofarm', FRM1],
    ] as const) {
      const res = await gql(gateway, DashboardQuery, { farmId }, { token: tokens[who] });
      expect(errorCode(res.body), who).toBe('FORBIDDEN');
      expect(res.body.data?.dashboard ?? null).toBeNull();
    }
  });
});

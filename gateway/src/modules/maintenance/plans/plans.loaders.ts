// A request's batched reads of plans: by id (an order's plan, deleted ones too), each
// machine's plans, each plan's open order, next due point (its machine, readings and farm's
// time zone) and late orders, and each order's lateness for its plan: a fixed number of
// queries per batch whatever the page size.
import DataLoader from 'dataloader';
import type { MaintenancePlanRow, WorkOrderRow } from '../../../db/schema.js';
import { rowPerKey, rowsPerKey } from '../../../lib/batched.js';
import type { Services } from '../../kit/context.js';
import type { NextDue } from './next-due.js';

export interface PlanLoaders {
  planById: DataLoader<string, MaintenancePlanRow | undefined>;
  plansOfMachine: DataLoader<string, MaintenancePlanRow[]>;
  openOrderOfPlan: DataLoader<string, WorkOrderRow | undefined>;
  nextDueOfPlan: DataLoader<MaintenancePlanRow, NextDue, string>;
  lateCountOfPlan: DataLoader<string, number>;
  planLateOfOrder: DataLoader<string, boolean | null>;
}

export function planLoaders({ plans }: Services): PlanLoaders {
  const { repository } = plans;
  return {
    planById: new DataLoader(async (ids) => rowPerKey(ids, await repository.byIds(ids), (row) => row.id)),
    plansOfMachine: new DataLoader(async (ids) =>
      rowsPerKey(ids, await repository.ofMachines(ids), (row) => row.equipmentId),
    ),
    openOrderOfPlan: new DataLoader(async (ids) =>
      rowPerKey(ids, await repository.openOrdersOf(ids), (row) => row.planId!),
    ),
    nextDueOfPlan: new DataLoader((rows) => plans.nextDues(rows), { cacheKeyFn: (row) => row.id }),
    lateCountOfPlan: new DataLoader(async (ids) =>
      rowPerKey(ids, await repository.lateCounts(ids), (row) => row.planId).map((row) => row?.count ?? 0),
    ),
    planLateOfOrder: new DataLoader(async (ids) =>
      rowPerKey(ids, await repository.lateness(ids), (row) => row.id).map((row) => row?.late ?? null),
    ),
  };
}

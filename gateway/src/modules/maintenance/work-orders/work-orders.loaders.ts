// A request's batched reads of work orders: by id (parents), each order's assignees, people
// by id (requesters), each machine's newest orders, each order's checklist, the order each
// item opened, failure codes and downtime, one query per batch whatever the page size.
import DataLoader from 'dataloader';
import type { ChecklistItemRow, DowntimeRow, FailureCodeRow, WorkOrderRow } from '../../../db/schema.js';
import { firstRowsLoader, rowPerKey, rowsPerKey, WarmLoader, type FirstRows } from '../../../lib/batched.js';
import type { Services } from '../../kit/context.js';
import type { WorkOrderPersonModel } from './work-orders.mappers.js';

export interface WorkOrderLoaders {
  workOrderById: DataLoader<string, WorkOrderRow | undefined>;
  /** An order's assignees, by name. */
  assigneesOf: WarmLoader<string, WorkOrderPersonModel[]>;
  personById: DataLoader<string, WorkOrderPersonModel | undefined>;
  /** A machine's newest orders. */
  workOrdersOfMachine: DataLoader<FirstRows, WorkOrderRow[], string>;
  /** An order's checklist, in order. */
  checklistOf: DataLoader<string, ChecklistItemRow[]>;
  /** The corrective order a checklist item opened. */
  orderFromItem: DataLoader<string, WorkOrderRow | undefined>;
  failureCodeById: DataLoader<string, FailureCodeRow | undefined>;
  /** An order's downtime periods, oldest first. */
  downtimeOf: DataLoader<string, DowntimeRow[]>;
}

export function workOrderLoaders({ workOrders }: Services): WorkOrderLoaders {
  const { repository, checklist, failureCodes, downtime } = workOrders;
  return {
    workOrderById: new DataLoader(async (ids) => rowPerKey(ids, await repository.byIds(ids), (row) => row.id)),
    assigneesOf: new WarmLoader(async (ids: readonly string[]) =>
      rowsPerKey(ids, await repository.assigneesOf(ids), (row) => row.workOrderId).map((rows) =>
        rows.map(({ id, name, avatar }) => ({ id, name, avatar })),
      ),
    ),
    personById: new DataLoader(async (ids) => rowPerKey(ids, await repository.peopleByIds(ids), (row) => row.id)),
    workOrdersOfMachine: firstRowsLoader(
      (ids, first) => repository.ofMachines(ids, first),
      (row) => row.equipmentId,
    ),
    checklistOf: new DataLoader(async (ids) =>
      rowsPerKey(ids, await checklist.repository.itemsOf(ids), (row) => row.workOrderId),
    ),
    orderFromItem: new DataLoader(async (ids) =>
      rowPerKey(ids, await checklist.repository.openedFrom(ids), (row) => row.sourceChecklistItemId!),
    ),
    failureCodeById: new DataLoader(async (ids) =>
      rowPerKey(ids, await failureCodes.repository.byIds(ids), (row) => row.id),
    ),
    downtimeOf: new DataLoader(async (ids) =>
      rowsPerKey(ids, await downtime.repository.periodsOf(ids), (row) => row.workOrderId),
    ),
  };
}

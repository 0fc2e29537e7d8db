// Checklist items' SQL: rows, positions, results, and the batched reads of the loaders
// (each order's items, the corrective order each item opened).
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { checklistItems, users, workOrders, type ChecklistItemRow } from '../../../db/schema.js';
import { anyOfIds, idsParam } from '../../../lib/batched.js';
import type { CarriedRelation } from '../../../lib/carried.js';
import { jsonRowOf, qualified, rowMaker } from '../../../lib/column-rows.js';
import type { WorkOrderPersonModel } from './work-orders.mappers.js';
import { PERSON_COLUMNS, personRow } from './work-order-people.js';

const ITEM_COLUMNS = Object.entries(getTableColumns(checklistItems));
const itemRow = rowMaker<ChecklistItemRow>(ITEM_COLUMNS);

/** An order's checklist as its detail's statement carries it: the items, and who did them. */
export interface CarriedChecklist {
  items: ChecklistItemRow[];
  doneBy: WorkOrderPersonModel[];
}

/** The checklist of the order the statement reads, in order, each item with the person who did it. */
export const CARRIED_CHECKLIST: CarriedRelation = {
  shape: '',
  sql: () => sql`(SELECT json_agg(json_build_array(${jsonRowOf(ITEM_COLUMNS)},
      CASE WHEN ${qualified(users.id)} IS NULL THEN NULL ELSE ${jsonRowOf(PERSON_COLUMNS)} END)
      ORDER BY ${qualified(checklistItems.position)}, ${qualified(checklistItems.id)})
    FROM ${checklistItems} LEFT JOIN ${users} ON ${qualified(users.id)} = ${qualified(checklistItems.doneBy)}
    WHERE ${qualified(checklistItems.workOrderId)} = ${qualified(workOrders.id)})`,
  read: (value): CarriedChecklist => {
    const rows = (value ?? []) as [unknown[], unknown[] | null][];
    return {
      items: rows.map(([item]) => itemRow(item)),
      doneBy: rows.flatMap(([, person]) => (person ? [personRow(person)] : [])),
    };
  },
};

export class ChecklistRepository {
  /** The loaders' statements, built once (see anyOfIds). */
  private readonly itemsOfOrders;
  private readonly ordersFromItems;

  constructor(readonly db: Db) {
    this.itemsOfOrders = db
      .select()
      .from(checklistItems)
      .where(anyOfIds(checklistItems.workOrderId))
      .orderBy(asc(checklistItems.position), asc(checklistItems.id))
      .prepare('checklist_items_of_orders');
    this.ordersFromItems = db
      .select()
      .from(workOrders)
      .where(anyOfIds(workOrders.sourceChecklistItemId))
      .prepare('work_orders_from_checklist_items');
  }

  async find(id: string, db: Db = this.db): Promise<ChecklistItemRow | undefined> {
    const [row] = await db.select().from(checklistItems).where(eq(checklistItems.id, id));
    return row;
  }

  /** Adds an item at the end of its order's checklist (the order is locked by the caller). */
  async append(tx: Db, values: Pick<ChecklistItemRow, 'farmId' | 'workOrderId' | 'text'> & { id?: string }) {
    const [row] = await tx
      .insert(checklistItems)
      .values({
        ...values,
        position: sql`(SELECT coalesce(max(${checklistItems.position}) + 1, 0) FROM ${checklistItems}
          WHERE ${checklistItems.farmId} = ${values.farmId} AND ${checklistItems.workOrderId} = ${values.workOrderId})`,
      })
      .returning();
    return row;
  }

  async update(tx: Db, id: string, values: Partial<ChecklistItemRow>): Promise<ChecklistItemRow> {
    const [row] = await tx.update(checklistItems).set(values).where(eq(checklistItems.id, id)).returning();
    return row;
  }

  async remove(tx: Db, id: string): Promise<void> {
    await tx.delete(checklistItems).where(eq(checklistItems.id, id));
  }

  /** The items of these orders, in checklist order. */
  itemsOf(orderIds: readonly string[]) {
    return this.itemsOfOrders.execute(idsParam(orderIds));
  }

  /** The orders opened from these items (one at most per item). */
  openedFrom(itemIds: readonly string[]) {
    return this.ordersFromItems.execute(idsParam(itemIds));
  }

  async openedFromItem(tx: Db, item: ChecklistItemRow) {
    const [order] = await tx
      .select()
      .from(workOrders)
      .where(and(eq(workOrders.farmId, item.farmId), eq(workOrders.sourceChecklistItemId, item.id)));
    return order;
  }
}

// Who is named on an order (assignees, the requester, who ticked a checklist item): the
// columns a person is read with, and the relations that carry people in an order's own
// statement (a list page's, carried.ts; a detail's, record-read.ts).
import { sql } from 'drizzle-orm';
import { users, workOrderAssignees, workOrders } from '../../../db/schema.js';
import type { CarriedRelation } from '../../../lib/carried.js';
import { jsonRowOf, qualified, rowMaker } from '../../../lib/column-rows.js';
import type { WorkOrderPersonModel } from './work-orders.mappers.js';

/** Who a person on an order is, as the graph shows them. */
export const person = { id: users.id, name: users.name, avatar: users.avatar };

/** A person's columns, for a statement that carries people as JSON rows (personRow reads them). */
export const PERSON_COLUMNS = Object.entries(person);
export const personRow = rowMaker<WorkOrderPersonModel>(PERSON_COLUMNS);

const byName = sql`ORDER BY ${qualified(users.name)}, ${qualified(users.id)}`;
const assigned = sql`${workOrderAssignees} JOIN ${users} ON ${qualified(users.id)} = ${qualified(workOrderAssignees.userId)}`;

/** An order's assignees, by name. */
export const CARRIED_ASSIGNEES: CarriedRelation = {
  shape: '',
  sql: () => sql`(SELECT json_agg(${jsonRowOf(PERSON_COLUMNS)} ${byName})
    FROM ${assigned} WHERE ${qualified(workOrderAssignees.workOrderId)} = ${qualified(workOrders.id)})`,
  read: (value): WorkOrderPersonModel[] => ((value ?? []) as unknown[][]).map(personRow),
  grouped: (
    ids,
  ) => sql`SELECT ${qualified(workOrderAssignees.workOrderId)} AS key, json_agg(${jsonRowOf(PERSON_COLUMNS)} ${byName}) AS value
    FROM ${assigned} WHERE ${qualified(workOrderAssignees.workOrderId)} IN (${ids}) GROUP BY 1`,
};

/** Who asked for the order, if anyone did. */
export const CARRIED_REQUESTER: CarriedRelation = {
  shape: '',
  sql: () =>
    sql`(SELECT ${jsonRowOf(PERSON_COLUMNS)} FROM ${users} WHERE ${qualified(users.id)} = ${qualified(workOrders.requesterId)})`,
  read: (value): WorkOrderPersonModel | null => (value ? personRow(value as unknown[]) : null),
};

// Maintenance requests' SQL: the machines' report tokens, the requests (inbox pages, rows,
// locks) and the batched reads of the loaders. Rules, access checks and audit stay in the
// services.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  equipmentRequestTokens,
  maintenanceRequests,
  type MaintenanceRequestRow,
  type MaintenanceRequestStatus,
} from '../../../db/schema-maintenance-requests.js';
import { equipment, farms } from '../../../db/schema.js';
import type { ListPages } from '../../../lib/list-page.js';
import { allOf, type PageRequest } from '../../../lib/pagination.js';

/** 144 random bits, base64url (24 characters): far beyond guessing, short enough for a QR code. */
export const newToken = () => randomBytes(18).toString('base64url');

/** Node fields resolved from other columns (see the MaintenanceRequest resolvers). */
const DERIVED_FIELDS = {
  equipment: ['equipmentId'],
  photo: ['photoId'],
  workOrder: ['workOrderId'],
};

type Machine = { id: string; farmId: string };

export class RequestRepository {
  constructor(
    readonly db: Db,
    readonly lists: ListPages,
  ) {}

  /** The machine (not retired) and farm a report token opens; undefined for any other token. */
  async machineOfToken(token: string) {
    const [found] = await this.db
      .select({
        id: equipment.id,
        farmId: equipment.farmId,
        code: equipment.code,
        name: equipment.name,
        farmName: farms.name,
      })
      .from(equipmentRequestTokens)
      .innerJoin(
        equipment,
        and(eq(equipment.farmId, equipmentRequestTokens.farmId), eq(equipment.id, equipmentRequestTokens.equipmentId)),
      )
      .innerJoin(farms, eq(farms.id, equipment.farmId))
      .where(and(eq(equipmentRequestTokens.token, token), sql`${equipment.status} <> 'RETIRED'`));
    return found;
  }

  /** Each machine's token, made for those that have none yet (concurrent callers agree on one). */
  async tokensOf(machines: readonly Machine[]): Promise<Map<string, string>> {
    const read = async () =>
      new Map(
        (
          await this.db
            .select({ id: equipmentRequestTokens.equipmentId, token: equipmentRequestTokens.token })
            .from(equipmentRequestTokens)
            .where(
              inArray(
                equipmentRequestTokens.equipmentId,
                machines.map((m) => m.id),
              ),
            )
        ).map((row) => [row.id, row.token]),
      );
    const tokens = await read();
    const missing = machines.filter((machine) => !tokens.has(machine.id));
    if (!missing.length) return tokens;
    await this.db
      .insert(equipmentRequestTokens)
      .values(missing.map((machine) => ({ farmId: machine.farmId, equipmentId: machine.id, token: newToken() })))
      .onConflictDoNothing();
    return read();
  }

  /** Replaces the machine's token (or gives it its first). */
  async rotate(tx: Db, machine: Machine): Promise<void> {
    const token = newToken();
    await tx
      .insert(equipmentRequestTokens)
      .values({ farmId: machine.farmId, equipmentId: machine.id, token })
      .onConflictDoUpdate({
        target: [equipmentRequestTokens.farmId, equipmentRequestTokens.equipmentId],
        set: { token, createdAt: new Date() },
      });
  }

  page(farmId: string, statuses: readonly MaintenanceRequestStatus[], page: PageRequest, fields?: readonly string[]) {
    const r = maintenanceRequests;
    return this.lists.page<MaintenanceRequestRow>({
      table: r,
      idColumn: r.id,
      farmId,
      conditions: () => allOf(eq(r.farmId, farmId), statuses.length ? inArray(r.status, [...statuses]) : undefined),
      filterKey: statuses.join(','),
      sort: { column: r.createdAt, kind: 'timestamp', value: (row) => row.createdAt },
      direction: 'DESC',
      page,
      fields,
      derived: DERIVED_FIELDS,
    });
  }

  async find(id: string, db: Db = this.db): Promise<MaintenanceRequestRow | undefined> {
    const [row] = await db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
    return row;
  }

  async lock(tx: Db, id: string): Promise<MaintenanceRequestRow> {
    const [row] = await tx.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id)).for('update');
    return row;
  }

  async insert(tx: Db, values: typeof maintenanceRequests.$inferInsert): Promise<MaintenanceRequestRow> {
    const [row] = await tx.insert(maintenanceRequests).values(values).returning();
    return row;
  }

  async update(tx: Db, id: string, values: Partial<MaintenanceRequestRow>): Promise<MaintenanceRequestRow> {
    const [row] = await tx
      .update(maintenanceRequests)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(maintenanceRequests.id, id))
      .returning();
    return row;
  }

  /** The requests these orders were approved from. */
  ofWorkOrders(orderIds: readonly string[]) {
    return this.db
      .select()
      .from(maintenanceRequests)
      .where(inArray(maintenanceRequests.workOrderId, [...orderIds]));
  }
}

// Labour's SQL: entries and running timers, a member's rate in force (their own or the farm's
// default), the rates managers set, and the batched reads of the loaders. Rules, access
// checks and audit stay in the service.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import {
  farmMembers,
  farms,
  labourEntries,
  users,
  workOrders,
  type FarmRow,
  type LabourEntryRow,
  type WorkOrderRow,
} from '../../../../db/schema.js';
import type { LabourRateModel } from './labour.mappers.js';

export type NewLabourEntry = typeof labourEntries.$inferInsert;

/** A member as labour needs them: who, and what an hour of their work costs now. */
export interface Worker {
  id: string;
  name: string;
  /** Their own rate, else the farm's default; null when neither is set. */
  rate: number | null;
}

const running = isNull(labourEntries.endedAt);

export class LabourRepository {
  constructor(readonly db: Db) {}

  async find(id: string, db: Db = this.db): Promise<LabourEntryRow | undefined> {
    const [row] = await db.select().from(labourEntries).where(eq(labourEntries.id, id));
    return row;
  }

  /** A member of the farm with the rate in force for them; undefined when they are not a member. */
  async memberOf(tx: Db, farmId: string, userId: string): Promise<Worker | undefined> {
    const [row] = await tx
      .select({
        id: users.id,
        name: users.name,
        rate: sql<string | null>`coalesce(${farmMembers.hourlyRate}, ${farms.defaultHourlyRate})`,
      })
      .from(farmMembers)
      .innerJoin(users, eq(users.id, farmMembers.userId))
      .innerJoin(farms, eq(farms.id, farmMembers.farmId))
      .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)));
    return row && { ...row, rate: row.rate == null ? null : Number(row.rate) };
  }

  /** The person's running timer in the farm, with its order's number. */
  async runningOf(tx: Db, farmId: string, userId: string) {
    const [row] = await tx
      .select({ entry: labourEntries, number: workOrders.number })
      .from(labourEntries)
      .innerJoin(
        workOrders,
        and(eq(workOrders.farmId, labourEntries.farmId), eq(workOrders.id, labourEntries.workOrderId)),
      )
      .where(and(eq(labourEntries.farmId, farmId), eq(labourEntries.userId, userId), running));
    return row;
  }

  /** The timers running on an order, with whose they are. */
  runningOn(tx: Db, order: Pick<WorkOrderRow, 'farmId' | 'id'>) {
    return tx
      .select({ entry: labourEntries, name: users.name })
      .from(labourEntries)
      .leftJoin(users, eq(users.id, labourEntries.userId))
      .where(and(eq(labourEntries.farmId, order.farmId), eq(labourEntries.workOrderId, order.id), running))
      .orderBy(asc(labourEntries.startedAt));
  }

  async insert(tx: Db, values: NewLabourEntry): Promise<LabourEntryRow> {
    const [row] = await tx.insert(labourEntries).values(values).returning();
    return row;
  }

  async update(tx: Db, id: string, values: Partial<NewLabourEntry>): Promise<LabourEntryRow> {
    const [row] = await tx.update(labourEntries).set(values).where(eq(labourEntries.id, id)).returning();
    return row;
  }

  async remove(tx: Db, id: string): Promise<void> {
    await tx.delete(labourEntries).where(eq(labourEntries.id, id));
  }

  // --- rates ------------------------------------------------------------------------------

  /** The farm's members by name, with their own rate and the farm's default. */
  async rates(farmId: string, userIds?: readonly string[], db: Db = this.db): Promise<LabourRateModel[]> {
    const rows = await db
      .select({
        userId: users.id,
        name: users.name,
        avatar: users.avatar,
        role: farmMembers.role,
        hourlyRate: farmMembers.hourlyRate,
        defaultRate: farms.defaultHourlyRate,
      })
      .from(farmMembers)
      .innerJoin(users, eq(users.id, farmMembers.userId))
      .innerJoin(farms, eq(farms.id, farmMembers.farmId))
      .where(and(eq(farmMembers.farmId, farmId), userIds ? inArray(farmMembers.userId, [...userIds]) : undefined))
      .orderBy(asc(users.name), asc(users.id));
    return rows;
  }

  async setMemberRate(tx: Db, farmId: string, userId: string, rate: number | null): Promise<void> {
    await tx
      .update(farmMembers)
      .set({ hourlyRate: rate })
      .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)));
  }

  /** The farm as it was (to audit the change) and as it is; undefined when there is no such farm. */
  async setDefaultRate(tx: Db, farmId: string, rate: number | null) {
    const [before] = await tx.select().from(farms).where(eq(farms.id, farmId)).for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(farms)
      .set({ defaultHourlyRate: rate, updatedAt: new Date() })
      .where(eq(farms.id, farmId))
      .returning();
    return { before, after: after as FarmRow };
  }

  // --- batched reads of the loaders -----------------------------------------------------

  /** The entries of these orders, oldest first (running timers too; by farm first: the index's order). */
  entriesOf(orders: readonly Pick<WorkOrderRow, 'farmId' | 'id'>[]) {
    return this.db
      .select()
      .from(labourEntries)
      .where(
        and(
          inArray(labourEntries.farmId, [...new Set(orders.map((order) => order.farmId))]),
          inArray(
            labourEntries.workOrderId,
            orders.map((order) => order.id),
          ),
        ),
      )
      .orderBy(asc(labourEntries.startedAt), asc(labourEntries.id));
  }
}

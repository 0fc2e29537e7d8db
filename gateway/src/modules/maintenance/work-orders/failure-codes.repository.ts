// Failure codes' SQL: a farm's lists, rows, and the batched read of the loader.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { failureCodes, type FailureCodeRow } from '../../../db/schema.js';

export type NewFailureCode = typeof failureCodes.$inferInsert;

export class FailureCodeRepository {
  constructor(readonly db: Db) {}

  list(farmId: string, kind: FailureCodeRow['kind'] | null | undefined, includeInactive: boolean) {
    return this.db
      .select()
      .from(failureCodes)
      .where(
        and(
          eq(failureCodes.farmId, farmId),
          kind ? eq(failureCodes.kind, kind) : undefined,
          includeInactive ? undefined : eq(failureCodes.active, true),
        ),
      )
      .orderBy(asc(failureCodes.kind), asc(failureCodes.label), asc(failureCodes.id));
  }

  async find(id: string, db: Db = this.db): Promise<FailureCodeRow | undefined> {
    const [row] = await db.select().from(failureCodes).where(eq(failureCodes.id, id));
    return row;
  }

  async insert(tx: Db, values: NewFailureCode): Promise<FailureCodeRow> {
    const [row] = await tx.insert(failureCodes).values(values).returning();
    return row;
  }

  async update(tx: Db, id: string, values: Partial<NewFailureCode>): Promise<FailureCodeRow> {
    const [row] = await tx
      .update(failureCodes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(failureCodes.id, id))
      .returning();
    return row;
  }

  /** Rows by id (the loader's batch). */
  byIds(ids: readonly string[]) {
    return this.db
      .select()
      .from(failureCodes)
      .where(inArray(failureCodes.id, [...ids]));
  }
}

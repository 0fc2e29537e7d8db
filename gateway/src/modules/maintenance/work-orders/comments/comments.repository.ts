// Comments' SQL: rows, and the newest comments of a batch of orders in one windowed query.
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { workOrderComments, type WorkOrderCommentRow } from '../../../../db/schema-maintenance-requests.js';

export class CommentRepository {
  constructor(readonly db: Db) {}

  async find(id: string): Promise<WorkOrderCommentRow | undefined> {
    const [row] = await this.db.select().from(workOrderComments).where(eq(workOrderComments.id, id));
    return row;
  }

  async insert(tx: Db, values: typeof workOrderComments.$inferInsert): Promise<WorkOrderCommentRow> {
    const [row] = await tx.insert(workOrderComments).values(values).returning();
    return row;
  }

  /** The newest `first` comments of each order, oldest first. */
  newestOf(orderIds: readonly string[], first: number): Promise<WorkOrderCommentRow[]> {
    const c = workOrderComments;
    const ranked = this.db
      .select({
        id: c.id,
        farmId: c.farmId,
        workOrderId: c.workOrderId,
        authorId: c.authorId,
        body: c.body,
        createdAt: c.createdAt,
        rank: sql<number>`row_number() over (partition by ${c.workOrderId} order by ${c.createdAt} desc, ${c.id} desc)`.as(
          'rank',
        ),
      })
      .from(c)
      .where(inArray(c.workOrderId, [...orderIds]))
      .as('ranked');
    return this.db
      .select({
        id: ranked.id,
        farmId: ranked.farmId,
        workOrderId: ranked.workOrderId,
        authorId: ranked.authorId,
        body: ranked.body,
        createdAt: ranked.createdAt,
      })
      .from(ranked)
      .where(lte(ranked.rank, first))
      .orderBy(asc(ranked.workOrderId), asc(ranked.createdAt), asc(ranked.id));
  }
}

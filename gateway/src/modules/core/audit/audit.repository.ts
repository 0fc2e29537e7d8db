// The audit trail's SQL: entries written inside a write's transaction, and each record's
// newest entries read in one windowed query for a whole page of records.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { auditLog, users } from '../../../db/schema.js';
import type { AuditRecord } from './audit.mappers.js';

export async function insertAudit(tx: Db, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** The newest `first` entries of each record of one type, with the actor's name. */
  historyOf(entityType: AuditRecord['entityType'], entityIds: readonly string[], first: number) {
    const ranked = this.db
      .select({
        id: auditLog.id,
        entityId: auditLog.entityId,
        action: auditLog.action,
        at: auditLog.createdAt,
        changes: auditLog.changes,
        actorName: sql<string | null>`${users.name}`.as('actor_name'),
        rank: sql<number>`row_number() over (partition by ${auditLog.entityId} order by ${auditLog.createdAt} desc, ${auditLog.id} desc)`.as(
          'rank',
        ),
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(eq(auditLog.entityType, entityType), inArray(auditLog.entityId, [...entityIds])))
      .as('ranked');
    return this.db
      .select({
        id: ranked.id,
        entityId: ranked.entityId,
        action: ranked.action,
        at: ranked.at,
        changes: ranked.changes,
        actorName: ranked.actorName,
      })
      .from(ranked)
      .where(lte(ranked.rank, first))
      .orderBy(asc(ranked.entityId), asc(ranked.rank));
  }
}

// The audit trail's SQL: entries written inside a write's transaction, and each record's
// newest entries read in one windowed query for a whole page of records.
import { and, asc, eq, lte, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { auditLog, users } from '../../../db/schema.js';
import { anyOfIds, idsParam } from '../../../lib/batched.js';
import type { CarriedRelation } from '../../../lib/carried.js';
import { jsonRowOf, qualified, rowMaker } from '../../../lib/column-rows.js';
import type { AuditRecord } from './audit.mappers.js';

export async function insertAudit(tx: Db, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** The newest entries of a batch of records of one type, with the actor's name: built once (see anyOfIds). */
function historyStatement(db: Db) {
  const ranked = db
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
    .where(and(eq(auditLog.entityType, sql.placeholder('entityType')), anyOfIds(auditLog.entityId)))
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      entityId: ranked.entityId,
      action: ranked.action,
      at: ranked.at,
      changes: ranked.changes,
      actorName: ranked.actorName,
    })
    .from(ranked)
    .where(lte(ranked.rank, sql.placeholder('first')))
    .orderBy(asc(ranked.entityId), asc(ranked.rank))
    .prepare('audit_history_of');
}

/** An entry as a record's history shows it (the windowed statement's columns, in its order). */
const ENTRY_COLUMNS = Object.entries({
  id: auditLog.id,
  entityId: auditLog.entityId,
  action: auditLog.action,
  at: auditLog.createdAt,
  changes: auditLog.changes,
  actorName: users.name,
});
export type HistoryEntry = {
  id: string;
  entityId: string;
  action: string;
  at: Date;
  changes: unknown;
  actorName: string | null;
};
const entryRow = rowMaker<HistoryEntry>(ENTRY_COLUMNS);

/** A record's newest entries as its statement carried them, and how many it asked for. */
export interface CarriedHistory {
  first: number;
  entries: HistoryEntry[];
}

/**
 * The newest `first` entries of the record `entityId` names, newest first, carried in the
 * statement that reads the record (a work order's detail and its timeline, say).
 */
export function carriedHistory(
  entityType: AuditRecord['entityType'],
  entityId: Column,
  first: number,
): CarriedRelation {
  return {
    shape: `${entityType} ${first}`,
    sql: () => sql`(SELECT json_agg(entry.values ORDER BY entry.at DESC, entry.id DESC) FROM (
      SELECT ${jsonRowOf(ENTRY_COLUMNS)} AS values, ${qualified(auditLog.createdAt)} AS at, ${qualified(auditLog.id)} AS id
      FROM ${auditLog} LEFT JOIN ${users} ON ${qualified(users.id)} = ${qualified(auditLog.actorId)}
      WHERE ${qualified(auditLog.entityId)} = ${qualified(entityId)} AND ${qualified(auditLog.entityType)} = ${entityType}
      ORDER BY ${qualified(auditLog.createdAt)} DESC, ${qualified(auditLog.id)} DESC
      LIMIT ${sql.raw(String(first))}) entry)`,
    read: (value): CarriedHistory => ({ first, entries: ((value ?? []) as unknown[][]).map(entryRow) }),
  };
}

export class AuditRepository {
  private readonly history;

  constructor(db: Db) {
    this.history = historyStatement(db);
  }

  /** The newest `first` entries of each record of one type, with the actor's name. */
  historyOf(entityType: AuditRecord['entityType'], entityIds: readonly string[], first: number) {
    return this.history.execute({ entityType, first, ...idsParam(entityIds) });
  }
}

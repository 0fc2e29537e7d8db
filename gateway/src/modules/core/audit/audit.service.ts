// The audit trail: every write to maintenance data records who, what, when and the
// before/after of the fields that changed. Written inside the write's own transaction.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';

export interface AuditRecord {
  farmId: string;
  entityType: 'equipment' | 'spare_part';
  entityId: string;
  action: string;
  actorId: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** { field: { before, after } } for the fields whose value differs. */
export function diff<T extends object>(before: Partial<T>, after: Partial<T>, fields: readonly (keyof T)[]) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    const [a, b] = [before[field] ?? null, after[field] ?? null];
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[String(field)] = { before: a, after: b };
  }
  return changes;
}

export async function recordAudit(tx: Db, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

export class AuditService {
  constructor(private readonly db: Db) {}

  /** Entries of one record, newest first, with the actor's name. */
  history(farmId: string, entityType: AuditRecord['entityType'], entityId: string, first: number) {
    return this.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        at: auditLog.createdAt,
        changes: auditLog.changes,
        actorName: users.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(eq(auditLog.farmId, farmId), eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(Math.min(Math.max(first, 1), 200));
  }
}

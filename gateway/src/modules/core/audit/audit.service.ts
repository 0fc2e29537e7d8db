// The audit trail: every write to maintenance data records who, what, when and the
// before/after of the fields that changed, inside the write's own transaction.
import type { Db } from '../../../db/client.js';
import type { AuditRecord } from './audit.mappers.js';
import { AuditRepository, insertAudit } from './audit.repository.js';

/** { field: { before, after } } for the fields whose value differs. */
export function diff<T extends object>(before: Partial<T>, after: Partial<T>, fields: readonly (keyof T)[]) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    const [a, b] = [before[field] ?? null, after[field] ?? null];
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[String(field)] = { before: a, after: b };
  }
  return changes;
}

/** Written by the caller's transaction, so an entry exists exactly when its change does. */
export const recordAudit = (tx: Db, entry: AuditRecord): Promise<void> => insertAudit(tx, entry);

export class AuditService {
  constructor(readonly repository: AuditRepository) {}
}

// The trail of changes to an account itself (admin granted or revoked, deactivated or
// reactivated, password changed): they belong to no farm, so they have their own table
// (migration 0022) beside the farm-scoped audit_log. Written by the change's transaction.
import type { Db } from '../../../db/client.js';
import { accountAuditLog } from '../../../db/schema.js';

export interface AccountAuditRecord {
  userId: string;
  action: 'ADMIN_GRANT' | 'ADMIN_REVOKE' | 'DEACTIVATE' | 'REACTIVATE' | 'PASSWORD_CHANGE';
  actorId: string;
  changes?: Record<string, { before: unknown; after: unknown }>;
}

export async function recordAccountAudit(tx: Db, entry: AccountAuditRecord): Promise<void> {
  await tx.insert(accountAuditLog).values({ ...entry, changes: entry.changes ?? {} });
}

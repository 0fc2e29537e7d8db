// What an audit entry records: who changed which record of a farm, how, and the before and
// after of each field that changed.
export interface AuditRecord {
  farmId: string;
  entityType:
    'equipment' | 'spare_part' | 'farm' | 'work_order' | 'failure_code' | 'maintenance_request' | 'maintenance_plan';
  entityId: string;
  action: string;
  /** Null for what someone without an account did (a public problem report). */
  actorId: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

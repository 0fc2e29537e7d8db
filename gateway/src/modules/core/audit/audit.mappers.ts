// What an audit entry records: who changed which record of a farm, how, and the before and
// after of each field that changed.
export interface AuditRecord {
  farmId: string;
  entityType: 'equipment' | 'spare_part' | 'farm' | 'work_order' | 'failure_code';
  entityId: string;
  action: string;
  actorId: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

// What changed in an audit entry (the history of a machine, the timeline of a work order).
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The audit entry's `{ field: { before, after } }` JSON as a list; anything malformed is skipped. */
export function auditChanges(changes: unknown): FieldChange[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, unknown>).flatMap(([field, change]) =>
    change && typeof change === 'object' && ('before' in change || 'after' in change)
      ? [{ field, before: (change as FieldChange).before ?? null, after: (change as FieldChange).after ?? null }]
      : [],
  );
}

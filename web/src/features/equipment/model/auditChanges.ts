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

/** Enum-valued fields whose values have translations under equipment.<group>. */
export const ENUM_FIELDS: Record<string, string> = {
  status: 'status',
  criticality: 'criticality',
  category: 'category',
  meterUnit: 'meterUnit',
};

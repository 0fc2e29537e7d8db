import type { TypePolicies } from '@apollo/client';

/**
 * The type policies of every feature as one object for the cache. A field that two parts
 * both define is a mistake (the cache would silently keep one), so it throws.
 */
export function mergeTypePolicies(...parts: TypePolicies[]): TypePolicies {
  const merged: TypePolicies = {};
  for (const part of parts) {
    for (const [typename, policy] of Object.entries(part)) {
      const existing = merged[typename] ?? {};
      for (const field of Object.keys(policy.fields ?? {}))
        if (existing.fields?.[field]) throw new Error(`Cache policy of ${typename}.${field} is stated twice`);
      merged[typename] = { ...existing, ...policy, fields: { ...existing.fields, ...policy.fields } };
    }
  }
  return merged;
}

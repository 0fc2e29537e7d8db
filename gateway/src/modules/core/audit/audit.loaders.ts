// Each record's history for one request, batched: a page of machines or parts reads its
// entries in one query per record type and page size.
import type DataLoader from 'dataloader';
import { clampFirst, firstRowsLoader, type FirstRows } from '../../../lib/batched.js';
import type { Services } from '../../kit/context.js';
import type { AuditRecord } from './audit.mappers.js';
import type { CarriedHistory } from './audit.repository.js';

type Entry = Awaited<ReturnType<Services['audit']['repository']['historyOf']>>[number];

export interface AuditLoaders {
  /** A record's newest entries; the key is `<entityType> <entityId>`. */
  historyOf: DataLoader<FirstRows, Entry[], string>;
}

export function auditLoaders({ audit }: Services): AuditLoaders {
  return {
    historyOf: firstRowsLoader(
      async (keys, first) => {
        const byType = new Map<string, string[]>();
        for (const key of keys) {
          const [type, id] = key.split(' ');
          byType.set(type, [...(byType.get(type) ?? []), id]);
        }
        const batches = await Promise.all(
          [...byType].map(async ([type, ids]) =>
            (await audit.repository.historyOf(type as AuditRecord['entityType'], ids, first)).map((entry) => ({
              ...entry,
              key: `${type} ${entry.entityId}`,
            })),
          ),
        );
        return batches.flat();
      },
      (entry) => entry.key,
    ),
  };
}

/** The history field of a record type: its newest entries, at most 200, 50 unless asked (the schema says more). */
export const historyField =
  (entityType: AuditRecord['entityType']) =>
  (record: { id: string }, { first }: { first?: number | null }, { loaders }: { loaders: AuditLoaders }) =>
    loaders.historyOf.load({ key: `${entityType} ${record.id}`, first: clampFirst(first, 50, 200) });

/**
 * Hands the history field a record's newest `first` entries, which the record's own statement
 * carried (carriedHistory): a field asking for as many takes them without a statement.
 */
export function warmHistory(
  loaders: AuditLoaders,
  entityType: AuditRecord['entityType'],
  id: string,
  { first, entries }: CarriedHistory,
): void {
  const key = `${entityType} ${id}`;
  loaders.historyOf.prime(
    { key, first },
    entries.map((entry) => ({ ...entry, key })),
  );
}

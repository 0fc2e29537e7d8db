// Where each account's file manager items live: the demo store, seeded from
// fixtures/apps/file-manager.json.
import type { Db } from '../../../db/client.js';
import { readFixtures } from '../kit/demo-input.js';
import { DemoStore, type SeedRecord } from '../kit/demo-store.js';
import type { FileItemDoc } from './file-manager.mappers.js';

export const ITEM = 'item';

function seedRecords(): SeedRecord[] {
  const { items } = readFixtures<{ items: (FileItemDoc & { id: string })[] }>('file-manager');
  return items.map(({ id, ...data }) => ({ kind: ITEM, id, data: { ...data } }));
}

export const fileManagerStore = (db: Db) => new DemoStore(db, 'file-manager', seedRecords);

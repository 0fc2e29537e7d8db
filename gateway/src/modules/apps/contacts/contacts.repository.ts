// Where each account's contacts and contact tags live: the demo store, seeded from
// fixtures/apps/contacts.json.
import type { Db } from '../../../db/client.js';
import { readFixtures } from '../kit/demo-input.js';
import { DemoStore, type SeedRecord } from '../kit/demo-store.js';
import type { ContactDoc } from './contacts.mappers.js';

export const CONTACT = 'contact';

interface ContactsFixtures {
  tags: { id: string; title: string }[];
  contacts: (ContactDoc & { id: string })[];
}

function seedRecords(): SeedRecord[] {
  const { tags, contacts } = readFixtures<ContactsFixtures>('contacts');
  return [
    ...tags.map(({ id, ...data }) => ({ kind: 'tag', id, data })),
    ...contacts.map(({ id, ...data }) => ({ kind: CONTACT, id, data: { ...data } })),
  ];
}

export const contactsStore = (db: Db) => new DemoStore(db, 'contacts', seedRecords);

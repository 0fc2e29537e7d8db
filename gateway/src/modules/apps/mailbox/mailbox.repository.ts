// Where each account's mails, labels and settings live (the demo store, seeded from
// fixtures/apps/mailbox.json), the shared folders and filters, and the mail list's statements:
// filter, date order, count and page are one SQL statement over the account's mail rows.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { demoRecords } from '../../../db/schema.js';
import { isUuid } from '../../../lib/ids.js';
import { readFixtures } from '../kit/demo-input.js';
import { pageWithTotal, windowTotal } from '../kit/demo-pages.js';
import { DemoStore, recordsOf, type SeedRecord } from '../kit/demo-store.js';
import type { MailDoc, MailFilterModel, MailModel } from './mailbox.mappers.js';
import type { FilterField } from './mailbox.schemas.js';

export const APP = 'mailbox';
export const MAIL = 'mail';
export const LABEL = 'label';
export const SETTINGS = 'settings';

interface MailboxFixtures {
  folders: MailFilterModel[];
  filters: MailFilterModel[];
  labels: { id: string; title: string; slug: string; color: string }[];
  settings: { id: string; messageLayout: string };
  mails: (MailDoc & { id: string })[];
}

const fixtures = () => readFixtures<MailboxFixtures>(APP);
export const mailFolders = (): MailFilterModel[] => fixtures().folders;
export const mailFilters = (): MailFilterModel[] => fixtures().filters;
/** The id of the account's one settings record. */
export const settingsId = (): string => fixtures().settings.id;

function seedRecords(): SeedRecord[] {
  const { labels, settings, mails } = fixtures();
  return [
    ...labels.map(({ id, ...data }) => ({ kind: LABEL, id, data })),
    { kind: SETTINGS, id: settings.id, data: { messageLayout: settings.messageLayout } },
    ...mails.map(({ id, ...data }) => ({ kind: MAIL, id, data: { ...data } })),
  ];
}

export const mailboxStore = (db: Db) => new DemoStore(db, APP, seedRecords);

const data = demoRecords.data;

/**
 * When a mail was sent: its fixed `date`, or `daysAgo` days before today (UTC) at its `time`,
 * never later than now. Read time, so "today" is always today (the original's dates are
 * relative to its load).
 */
const sentAt = sql`coalesce((${data} ->> 'date')::timestamptz, least((((now() at time zone 'UTC')::date - (${data} ->> 'daysAgo')::int) + (${data} ->> 'time')::time) at time zone 'UTC', now()))`;
const isoDate = sql<string>`to_char(${sentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Which mails a list holds. */
export type MailCondition = { folder: string } | { filter: FilterField } | { labelSlug: string };

const userId = sql.placeholder('userId');
const key = sql.placeholder('key');

/** Each kind of list's condition, on the statement's `userId` and `key` (folder id, field, slug). */
const CONDITIONS = {
  folder: sql`${data} ->> 'folder' = ${key}`,
  filter: sql`${data} -> (${key})::text = 'true'::jsonb`,
  label: sql`${data} -> 'labels' ? (select l.id::text from ${demoRecords} l where l.user_id = ${userId} and l.app = ${APP}
    and l.kind = ${LABEL} and l.data ->> 'slug' = ${key} order by l.position, l.id limit 1)`,
};
type ListKind = keyof typeof CONDITIONS;

const kindAndKey = (condition: MailCondition): [ListKind, string] =>
  'folder' in condition
    ? ['folder', condition.folder]
    : 'filter' in condition
      ? ['filter', condition.filter]
      : ['label', condition.labelSlug];

/**
 * A mail as the API gives it: its stored fields but the schedule, with its id and date. Built by
 * the database, so the gateway parses it once instead of copying every mail of a page again.
 */
const mailOf = sql<MailModel>`(${data} - 'daysAgo' - 'time' - 'date') || jsonb_build_object('id', ${demoRecords.id}, 'date', ${isoDate})`;

/** The mail list's statements, prepared once per kind of list (see kit/demo-pages.ts). */
export class MailPages {
  private readonly pages;
  private readonly counts;

  constructor(db: Db) {
    const page = (kind: ListKind) =>
      db
        .select({ mail: mailOf, total: windowTotal })
        .from(demoRecords)
        .where(and(recordsOf(userId, APP, MAIL), CONDITIONS[kind]))
        .orderBy(desc(sentAt), asc(demoRecords.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`mailbox_mails_by_${kind}`);
    const count = (kind: ListKind) =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(demoRecords)
        .where(and(recordsOf(userId, APP, MAIL), CONDITIONS[kind]))
        .prepare(`mailbox_mail_count_by_${kind}`);
    this.pages = { folder: page('folder'), filter: page('filter'), label: page('label') };
    this.counts = { folder: count('folder'), filter: count('filter'), label: count('label') };
  }

  /** One page of the mails `condition` selects, newest first, and how many it selects in all. */
  async page(
    user: string,
    condition: MailCondition,
    offset: number,
    limit: number,
  ): Promise<{ total: number; mails: MailModel[] }> {
    const [kind, value] = kindAndKey(condition);
    const values = { userId: user, key: value };
    const { rows, total } = await pageWithTotal(this.pages[kind], this.counts[kind], values, offset, limit);
    return { total, mails: rows.map((row) => row.mail) };
  }
}

/** One mail, dated; null when unknown. */
export async function mailById(db: Db, userId: string, id: unknown): Promise<MailModel | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ mail: mailOf })
    .from(demoRecords)
    .where(and(recordsOf(userId, APP, MAIL), eq(demoRecords.id, id)));
  return row?.mail ?? null;
}

/** Per folder id: its mails and its unread mails (one statement). */
export async function folderTallies(db: Db, userId: string): Promise<Map<string, { total: number; unread: number }>> {
  const folder = sql<string>`${data} ->> 'folder'`;
  const rows = await db
    .select({
      folder,
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${data} -> 'unread' = 'true'::jsonb))::int`,
    })
    .from(demoRecords)
    .where(recordsOf(userId, APP, MAIL))
    .groupBy(folder);
  return new Map(rows.map(({ folder: id, total, unread }) => [id, { total, unread }]));
}

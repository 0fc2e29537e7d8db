// Where each account's mails, labels and settings live (the demo store, seeded from
// fixtures/apps/mailbox.json), the shared folders and filters, and the mail list's statements:
// filter, date order, count and page are one SQL statement over the account's mail rows.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { demoRecords } from '../../../db/schema.js';
import { isUuid } from '../../../lib/ids.js';
import { readFixtures } from '../kit/demo-input.js';
import { DemoStore, type SeedRecord } from '../kit/demo-store.js';
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

/** The account's records of `kind` (the demo store's own condition, for this module's statements). */
const scope = (userId: string, kind: string) =>
  and(eq(demoRecords.userId, userId), eq(demoRecords.app, APP), eq(demoRecords.kind, kind));

/** Which mails a list holds. */
export type MailCondition = { folder: string } | { filter: FilterField } | { labelSlug: string };

function conditionSql(userId: string, condition: MailCondition): SQL {
  if ('folder' in condition) return sql`${data} ->> 'folder' = ${condition.folder}`;
  if ('filter' in condition) return sql`${data} -> ${condition.filter} = 'true'::jsonb`;
  const label = sql`(select l.id::text from ${demoRecords} l where l.user_id = ${userId} and l.app = ${APP}
    and l.kind = ${LABEL} and l.data ->> 'slug' = ${condition.labelSlug} order by l.position, l.id limit 1)`;
  return sql`${data} -> 'labels' ? ${label}`;
}

const toMail = ({ id, data: doc, date }: { id: string; data: unknown; date: string }): MailModel => {
  const { daysAgo: _days, time: _time, date: _date, ...rest } = doc as MailDoc;
  return { ...rest, id, date };
};

/** One page of the mails `condition` selects, newest first, and how many it selects in all. */
export async function mailPage(
  db: Db,
  userId: string,
  condition: MailCondition,
  offset: number,
  limit: number,
): Promise<{ total: number; mails: MailModel[] }> {
  const where = and(scope(userId, MAIL), conditionSql(userId, condition));
  const rows = await db
    .select({ id: demoRecords.id, data, date: isoDate, total: sql<number>`(count(*) over ())::int` })
    .from(demoRecords)
    .where(where)
    .orderBy(desc(sentAt), asc(demoRecords.id))
    .limit(limit)
    .offset(offset);
  if (rows.length) return { total: rows[0].total, mails: rows.map(toMail) };
  if (offset === 0) return { total: 0, mails: [] };
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(demoRecords)
    .where(where);
  return { total, mails: [] };
}

/** One mail, dated; null when unknown. */
export async function mailById(db: Db, userId: string, id: unknown): Promise<MailModel | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: demoRecords.id, data, date: isoDate })
    .from(demoRecords)
    .where(and(scope(userId, MAIL), eq(demoRecords.id, id)));
  return row ? toMail(row) : null;
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
    .where(scope(userId, MAIL))
    .groupBy(folder);
  return new Map(rows.map(({ folder: id, total, unread }) => [id, { total, unread }]));
}

// Each account's copy of a demo app's data (tables demo_app_seeds and demo_records). The
// first call an account makes to an app copies the app's fixtures for it, once: the seed
// marker row and the copy are written in one transaction, and the marker's primary key makes
// a concurrent first call insert nothing (ON CONFLICT DO NOTHING waits for the other
// transaction on PostgreSQL, and PGlite runs transactions one at a time).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.js';
import { demoAppSeeds, demoRecords } from '../../../db/schema.js';
import { badInput } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';

/** A stored record: its document plus its id. */
export type DemoItem<T> = T & { id: string };

/** One record of an app's fixtures. */
export interface SeedRecord {
  kind: string;
  id: string;
  data: Record<string, unknown>;
}

/**
 * The account's records of one app's `kind`: the condition every statement over the store
 * starts from (`userId` may be a prepared statement's placeholder).
 */
export const recordsOf = (userId: string | Placeholder, app: string, kind: string): SQL =>
  and(eq(demoRecords.userId, userId), eq(demoRecords.app, app), eq(demoRecords.kind, kind))!;

/** Records of one kind an account may keep: a bound on what a client can make us store. */
export const MAX_RECORDS_PER_KIND = 2_000;

/** The microsecond now: "placed first" is its negative, "added last" itself (see migration 0025). */
const nowMicros = sql<number>`(extract(epoch from clock_timestamp()) * 1000000)::bigint`;

/** One app's data as the account sees it, read or written in one transaction. */
export class AccountData {
  constructor(
    private readonly db: Db,
    readonly userId: string,
    readonly app: string,
  ) {}

  private where(kind: string, id?: string): SQL {
    return and(recordsOf(this.userId, this.app, kind), id === undefined ? undefined : eq(demoRecords.id, id))!;
  }

  /** Every record of `kind` (those whose document holds `match`, when given), in stored order. */
  async list<T>(kind: string, match?: Record<string, unknown>): Promise<DemoItem<T>[]> {
    const rows = await this.db
      .select({ id: demoRecords.id, data: demoRecords.data })
      .from(demoRecords)
      .where(and(this.where(kind), match && sql`${demoRecords.data} @> ${JSON.stringify(match)}::jsonb`))
      .orderBy(asc(demoRecords.position), asc(demoRecords.id));
    return rows.map(({ id, data }) => ({ ...(data as T), id }));
  }

  /** The record, or null (an id that is no UUID is simply unknown). */
  async get<T>(kind: string, id: unknown): Promise<DemoItem<T> | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select({ data: demoRecords.data }).from(demoRecords).where(this.where(kind, id));
    return row ? { ...(row.data as T), id } : null;
  }

  /**
   * Locks the account's copy of the app (its seed marker) until the write's transaction ends:
   * writes that read before they decide (the cap on records, a free label slug) then run one
   * after the other for the account, also under concurrent requests.
   */
  async lock(): Promise<void> {
    await this.db
      .select({ app: demoAppSeeds.app })
      .from(demoAppSeeds)
      .where(and(eq(demoAppSeeds.userId, this.userId), eq(demoAppSeeds.app, this.app)))
      .for('update');
  }

  /** Stores a new record with a fresh id, first or last in the stored order. */
  async insert<T extends object>(kind: string, data: T, at: 'first' | 'last'): Promise<DemoItem<T>> {
    await this.lock();
    const [{ count }] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(demoRecords)
      .where(this.where(kind));
    if (count >= MAX_RECORDS_PER_KIND) throw badInput(`At most ${MAX_RECORDS_PER_KIND} records of this kind`);
    const id = randomUUID();
    const document = withoutId(data);
    await this.db.insert(demoRecords).values({
      userId: this.userId,
      app: this.app,
      kind,
      id,
      position: at === 'first' ? sql`-${nowMicros}` : nowMicros,
      data: document,
    });
    return { ...(document as T), id };
  }

  /** Shallow merge (`data || patch`, in one statement); null when there is no such record. */
  async merge<T>(kind: string, id: unknown, patch: object): Promise<DemoItem<T> | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .update(demoRecords)
      .set({ data: sql`${demoRecords.data} || ${JSON.stringify(withoutId(patch))}::jsonb` })
      .where(this.where(kind, id))
      .returning({ data: demoRecords.data });
    return row ? { ...(row.data as T), id } : null;
  }

  /** Replaces the record's document; null when there is no such record. */
  async replace<T extends object>(kind: string, id: unknown, data: T): Promise<DemoItem<T> | null> {
    if (!isUuid(id)) return null;
    const document = withoutId(data);
    const [row] = await this.db
      .update(demoRecords)
      .set({ data: document })
      .where(this.where(kind, id))
      .returning({ id: demoRecords.id });
    return row ? { ...(document as T), id } : null;
  }

  /** Deletes the record and answers it; null (nothing deleted) for an unknown id. */
  async remove<T>(kind: string, id: unknown): Promise<DemoItem<T> | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.delete(demoRecords).where(this.where(kind, id)).returning({ data: demoRecords.data });
    return row ? { ...(row.data as T), id } : null;
  }

  /** Deletes every record of `kind` whose text `field` is `value`; answers how many. */
  async removeWhere(kind: string, field: string, value: string): Promise<number> {
    const rows = await this.db
      .delete(demoRecords)
      .where(and(this.where(kind), sql`${demoRecords.data} ->> ${field} = ${value}`))
      .returning({ id: demoRecords.id });
    return rows.length;
  }

  /** Removes `value` from the string array `field` of every record of `kind` holding it. */
  async strip(kind: string, field: string, value: string): Promise<void> {
    await this.db
      .update(demoRecords)
      .set({
        data: sql`jsonb_set(${demoRecords.data}, ${`{${field}}`}::text[], (${demoRecords.data} -> ${field}) - ${value}::text)`,
      })
      .where(and(this.where(kind), sql`${demoRecords.data} -> ${field} ? ${value}`));
  }

  /** Sets the integer `field` of every record of `kind` to its id's index in `ids` (-1 when absent). */
  async renumber(kind: string, field: string, ids: string[]): Promise<void> {
    const index = sql`array_position(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)), ${demoRecords.id}::text)`;
    await this.db
      .update(demoRecords)
      .set({ data: sql`jsonb_set(${demoRecords.data}, ${`{${field}}`}::text[], to_jsonb(coalesce(${index} - 1, -1)))` })
      .where(this.where(kind));
  }

  /** Adds `by` to the integer `field` of every record of `kind`. */
  async shift(kind: string, field: string, by: number): Promise<void> {
    await this.db
      .update(demoRecords)
      .set({
        data: sql`jsonb_set(${demoRecords.data}, ${`{${field}}`}::text[], to_jsonb(coalesce((${demoRecords.data} ->> ${field})::int, 0) + ${by}::int))`,
      })
      .where(this.where(kind));
  }
}

const withoutId = <T extends object>(data: T): Record<string, unknown> => {
  const { id: _id, ...rest } = data as Record<string, unknown>;
  return rest;
};

/** A demo app's store: each account's copy, seeded from `fixtures` on first use. */
export class DemoStore {
  /** Accounts whose copy exists: it never goes away while the account does. */
  private readonly seeded = new LRUCache<string, true>({ max: 100_000 });

  constructor(
    private readonly db: Db,
    readonly app: string,
    private readonly fixtures: () => readonly SeedRecord[],
  ) {}

  /** Reads the account's copy (seeding it first if this is the account's first call). */
  async read<T>(userId: string, work: (data: AccountData) => Promise<T>): Promise<T> {
    await this.seed(userId);
    return work(new AccountData(this.db, userId, this.app));
  }

  /** Changes the account's copy in one transaction: a refused write changes nothing. */
  async write<T>(userId: string, work: (data: AccountData) => Promise<T>): Promise<T> {
    await this.seed(userId);
    return this.db.transaction((tx) => work(new AccountData(tx as unknown as Db, userId, this.app)));
  }

  /** Copies the fixtures for the account, once (see the file's head). */
  async seed(userId: string): Promise<void> {
    if (this.seeded.has(userId)) return;
    await this.db.transaction(async (tx) => {
      const marked = await tx
        .insert(demoAppSeeds)
        .values({ userId, app: this.app })
        .onConflictDoNothing()
        .returning({ app: demoAppSeeds.app });
      if (!marked.length) return;
      const rows = this.fixtures().map((record, index) => ({
        userId,
        app: this.app,
        kind: record.kind,
        id: record.id,
        position: index,
        data: record.data,
      }));
      for (let start = 0; start < rows.length; start += 500)
        await tx.insert(demoRecords).values(rows.slice(start, start + 500));
    });
    this.seeded.set(userId, true);
  }
}

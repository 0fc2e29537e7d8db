// Global search over several demo apps' records (an account's contacts and tasks) in one
// statement, prepared once: a search box asks on every keystroke, and two statements (each
// built, planned and sent on its own connection) cost more than the matching itself.
import { and, asc, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { demoRecords } from '../../../db/schema.js';
import { recordsOf, type DemoItem, type DemoStore } from './demo-store.js';

/** What an app lets search look through: a kind of its records, and which text fields. */
export interface DemoSearchable {
  store: DemoStore;
  kind: string;
  fields: readonly string[];
}

/**
 * The first `limit` records of each searchable, in stored order, whose fields hold the needle
 * case-insensitively (both sides through PostgreSQL's `lower`).
 */
export class DemoSearch {
  private readonly statement;

  constructor(
    db: Db,
    private readonly searchables: readonly DemoSearchable[],
    limit: number,
  ) {
    const needle = sql`lower(${sql.placeholder('needle')})`;
    const [first, second, ...others] = searchables.map(({ store, kind, fields }, index) =>
      db
        .select({
          searchable: sql<number>`${sql.raw(String(index))}`.as('searchable'),
          id: demoRecords.id,
          data: demoRecords.data,
        })
        .from(demoRecords)
        .where(
          and(
            recordsOf(sql.placeholder('userId'), store.app, kind),
            or(...fields.map((field) => sql`strpos(lower(${demoRecords.data} ->> ${field}), ${needle}) > 0`)),
          ),
        )
        .orderBy(asc(demoRecords.position), asc(demoRecords.id))
        .limit(limit),
    );
    const name = searchables.map(({ store, kind }) => `${store.app}_${kind}`).join('_');
    this.statement = (second ? unionAll(first, second, ...others) : first).prepare(
      `demo_search_${name}`.replace(/-/g, '_'),
    );
  }

  /** Each searchable's matches, in the order the searchables were given (their copies seeded first). */
  async find(userId: string, needle: string): Promise<DemoItem<unknown>[][]> {
    await Promise.all(this.searchables.map(({ store }) => store.seed(userId)));
    const rows = await this.statement.execute({ userId, needle });
    const found = this.searchables.map((): DemoItem<unknown>[] => []);
    for (const { searchable, id, data } of rows) found[searchable].push({ ...(data as object), id });
    return found;
  }
}

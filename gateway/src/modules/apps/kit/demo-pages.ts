// Lists paged in SQL over the demo store (the mailbox's mails, the inventory's products): each
// kind of page is a statement prepared once, since these are the apps' busiest reads and
// building and planning a statement afresh cost more than running it.
import { sql } from 'drizzle-orm';

/** The count of every row a page statement pages through, selected beside each row. */
export const windowTotal = sql<number>`(count(*) over ())::int`;

/** A prepared statement, run with its placeholders' values. */
interface Prepared<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * The page at `offset` from `page` (which selects `windowTotal` as `total` and takes `limit`
 * and `offset` placeholders) and how many rows there are in all: one statement, and `count`
 * (the same condition) only for an empty page past the first, which has no row to tell.
 */
export async function pageWithTotal<Row extends { total: number }>(
  page: Prepared<Row>,
  count: Prepared<{ total: number }>,
  values: Record<string, unknown>,
  offset: number,
  limit: number,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await page.execute({ ...values, offset, limit });
  if (rows.length || !offset) return { rows, total: rows[0]?.total ?? 0 };
  const [{ total }] = await count.execute(values);
  return { rows, total };
}

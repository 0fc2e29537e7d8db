// Case-insensitive "contains" on a lower-cased search column, with LIKE wildcards in the
// user's text taken literally.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export function containsText(column: SQLWrapper, text: string): SQL {
  const escaped = text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} LIKE ${`%${escaped}%`}`;
}

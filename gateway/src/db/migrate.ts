// Applies the SQL files in ./migrations in name order, each once, each in a transaction.
// On a PostgreSQL server an advisory lock keeps two starting gateways from racing.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const LOCK_KEY = 7_262_026;

export async function migrate(database: Database): Promise<string[]> {
  const { db } = database;
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  if (database.kind === 'postgres') await database.exec(`SELECT pg_advisory_lock(${LOCK_KEY})`);
  try {
    await database.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (
        (await db.execute('SELECT version FROM schema_migrations' as never)) as unknown as {
          rows: { version: string }[];
        }
      ).rows.map((row) => row.version),
    );
    const applied: string[] = [];
    for (const file of files.filter((name) => !done.has(name))) {
      const body = readFileSync(MIGRATIONS_DIR + file, 'utf8');
      await database.exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (version) VALUES ('${file}');\nCOMMIT;`);
      applied.push(file);
    }
    return applied;
  } finally {
    if (database.kind === 'postgres') await database.exec(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
  }
}

// A scratch database on a PostgreSQL server, created for one bench and dropped after it
// (also when the bench fails), so a bench never adds rows to a database that tests share.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The scratch database's URL, or why there is none (the server does not answer, or refuses). */
export type Scratch = { url: string } | { notRun: string };

/**
 * Runs `work` with a new database `<prefix>_<random>` on `serverUrl`'s server, or with the
 * reason it could not be created; drops it afterwards, closing what still holds it.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (scratch: Scratch) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => {});
    return work({ notRun: `${new URL(serverUrl).host} unreachable (${(error as Error).message})` });
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    return work({ notRun: `cannot create a scratch database (${(error as Error).message})` });
  }
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work({ url: url.toString() });
  } finally {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}

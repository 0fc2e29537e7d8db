// Vitest global setup of the gateway suite: one database with the migrations applied and the
// demo fixtures loaded, that every test file's gateway starts from a copy of. Creating a
// PGlite cluster, migrating and seeding took ~5 s a file; copying takes a fraction of that.
// On a PostgreSQL server (DATABASE_URL) the copy is CREATE DATABASE … TEMPLATE.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../gateway/src/db/client.js';
import { migrate } from '../../../gateway/src/db/migrate.js';
import { seedDemo } from '../../../gateway/src/db/seed.js';
import { scratchDir } from './scratch-dir.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded PGlite data directory to copy, or a seeded database on DATABASE_URL's server. */
    databaseTemplate: { dataDir: string } | { databaseName: string };
  }
}

async function seeded(options: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await migrate(database);
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const databaseName = `farmmaint_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${databaseName}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    await seeded({ dataDir: '', databaseUrl: url.toString() });
    project.provide('databaseTemplate', { databaseName });
    return async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await client.end();
    };
  }
  const dataDir = scratchDir('farmmaint-template-');
  await seeded({ dataDir });
  project.provide('databaseTemplate', { dataDir });
  return () => rm(dataDir, { recursive: true, force: true });
}

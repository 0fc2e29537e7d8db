// `npm run db:migrate` / `npm run db:seed`: apply pending migrations to the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR); `seed` then loads the demo
// fixtures if the database has no users yet.
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { lockDataDir } from './lock.js';
import { migrate } from './migrate.js';
import { isEmpty, seedDemo } from './seed.js';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx gateway/src/db/cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(config);
try {
  const applied = await migrate(database);
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'no pending migrations');
  if (command === 'seed') {
    const empty = await isEmpty(database.db);
    if (empty) await seedDemo(database.db);
    console.log(empty ? 'demo fixtures loaded' : 'the database already has users: nothing loaded');
  }
} finally {
  await database.close();
  unlock();
}

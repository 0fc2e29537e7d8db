// `npm start` / `npm run serve`: one process serving the app, the graph and the REST routes.
import { startGateway } from './app.js';
import { DataDirInUseError } from './db/lock.js';

const startedAt = performance.now();
try {
  const gateway = await startGateway();
  const ms = Math.round(performance.now() - startedAt);
  const rssMb = (process.memoryUsage().rss / 1024 / 1024).toFixed(0);
  const where = gateway.config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL in ${gateway.config.dataDir}`;
  console.log(`[farmmaint] ready in ${ms} ms on http://localhost:${gateway.port} (${where}, rss ${rssMb} MB)`);
  if (gateway.config.introspection) console.log(`[farmmaint] Apollo Sandbox: http://localhost:${gateway.port}/graphql`);
  const shutdown = (signal: string) => {
    console.log(`[farmmaint] ${signal}: closing the database and stopping`);
    gateway.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(`[farmmaint] ${error.message}`);
  } else {
    console.error('[farmmaint] failed to start:', error);
  }
  process.exit(1);
}

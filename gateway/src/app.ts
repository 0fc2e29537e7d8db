// Starting and stopping a whole gateway: config, secret, data-dir lock, database,
// migrations, demo seed, services, HTTP server. Used by main.ts and by the test suites.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { jwtKeyOf, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { lockDataDir } from './db/lock.js';
import { migrate } from './db/migrate.js';
import { isEmpty, seedDemo } from './db/seed.js';
import { startJobs } from './lib/background-jobs.js';
import { createHttpServer } from './lib/http-server.js';
import { createListCounts } from './lib/list-counts.js';
import { ListPages } from './lib/list-page.js';
import { RateLimits } from './lib/rate-limits.js';
import { MODULES } from './modules/index.js';
import type { Services } from './modules/kit/context.js';
import type { BackgroundJob, Infrastructure, NotifiedChannel } from './modules/kit/module.js';
import { createApp } from './server.js';

export interface GatewayOptions {
  /** 0 picks a free port. */
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
  /** auto: seed the demo fixtures into an empty embedded database. */
  seed?: 'auto' | 'always' | 'never';
  config?: Partial<Config>;
  log?: (line: string) => void;
}

export interface RunningGateway {
  url: string;
  port: number;
  config: Config;
  database: Database;
  stop(): Promise<void>;
}

/** JWT_SECRET, or one generated on first start and kept (owner-only) in the data dir. */
function jwtSecretFor(config: Config): string {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Every module's service, in the list's order (a module may use those listed before it). */
export function buildServices(infra: Infrastructure): Services {
  const services = {} as Record<string, unknown>;
  for (const module of MODULES)
    if (module.name && module.service) services[module.name] = module.service(infra, services as unknown as Services);
  return services as unknown as Services;
}

/** The caches that database notifications keep fresh: list totals, and the modules' own. */
function notifiedChannels(infra: Infrastructure, services: Services): NotifiedChannel[] {
  const modules = MODULES.flatMap((module) =>
    module.name && module.notifications ? module.notifications(services[module.name] as never) : [],
  );
  return [{ channel: 'farm_data_changed', cache: infra.lists.counts }, ...modules];
}

/** Every module's background jobs. */
function backgroundJobs(services: Services): BackgroundJob[] {
  return MODULES.flatMap((module) => (module.name && module.jobs ? module.jobs(services[module.name] as never) : []));
}

export async function startGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  const log = options.log ?? ((line: string) => console.log(`[farmmaint] ${line}`));
  const base = loadConfig();
  const config: Config = {
    ...base,
    ...options.config,
    port: options.port ?? options.config?.port ?? base.port,
    dataDir: options.dataDir ?? options.config?.dataDir ?? base.dataDir,
    databaseUrl: options.databaseUrl ?? options.config?.databaseUrl ?? base.databaseUrl,
  };
  config.jwtSecret = jwtSecretFor(config);
  // Refused before the database is opened, migrated and seeded, not after.
  jwtKeyOf(config.jwtSecret);

  const embedded = !config.databaseUrl;
  if (embedded) mkdirSync(config.dataDir, { recursive: true });
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  let database: Database | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    const applied = await migrate(database);
    if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
    const seed = options.seed ?? 'auto';
    if (seed === 'always' || (seed === 'auto' && embedded && (await isEmpty(database.db)))) {
      await seedDemo(database.db);
      log('seeded the demo fixtures');
    }
    const infra: Infrastructure = {
      database,
      config,
      lists: new ListPages(database, createListCounts(config.cacheSeconds)),
      rateLimits: new RateLimits(database),
      log,
    };
    const services = buildServices(infra);
    const channels = notifiedChannels(infra, services);
    stopListening = await database.listen({
      channels: Object.fromEntries(channels.map(({ channel, cache }) => [channel, (scope) => cache.changed(scope)])),
      onListening: (listening) => channels.forEach(({ cache }) => cache.setListening(listening)),
    });
    const { app, stopApollo } = await createApp(config, services, log);
    const server = createHttpServer(app).listen(config.port, config.host);
    // An idle keep-alive socket is closed by the client or the proxy in front (60 s is the usual
    // balancer idle time), not here: a server closing first can reset the request a client has
    // just sent on it (seen as ECONNRESET under load). Headers must be allowed a little longer.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    const jobs = startJobs(backgroundJobs(services), config.jobsEverySeconds, log);
    const opened = database;
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await jobs.stop();
        await stopApollo();
        await stopListening?.();
        await opened.close();
        unlock();
      })());
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      config,
      database: opened,
      stop,
    };
  } catch (error) {
    await stopListening?.().catch(() => {});
    await database?.close().catch(() => {});
    unlock();
    throw error;
  }
}

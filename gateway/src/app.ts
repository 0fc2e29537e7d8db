// Starting and stopping a whole gateway: config, secret, data-dir lock, database,
// migrations, demo seed, services, HTTP server. Used by main.ts and by the test suites.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadConfig, type Config } from './config.js';
import type { Services } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { lockDataDir } from './db/lock.js';
import { migrate } from './db/migrate.js';
import { isEmpty, seedDemo } from './db/seed.js';
import { createListCounts, type ListCounts } from './lib/list-counts.js';
import { ListPages } from './lib/list-page.js';
import { AuditService } from './modules/audit/audit.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { EquipmentService } from './modules/equipment/equipment.service.js';
import { TokenService } from './modules/auth/tokens.js';
import { FarmService } from './modules/farm/farm.service.js';
import { FeedService } from './modules/feed/feed.service.js';
import { InventoryService } from './modules/inventory/inventory.service.js';
import { ShortcutService } from './modules/shortcut/shortcut.service.js';
import { createUserModels, UserRepository, type UserModels } from './modules/user/user.repository.js';
import { UserService } from './modules/user/user.service.js';
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

export function buildServices(
  database: Database,
  config: Config,
  tokens: TokenService,
  caches: { counts: ListCounts; users: UserModels },
  log: (line: string) => void,
): Services {
  const userRepository = new UserRepository(database.db, caches.users);
  const lists = new ListPages(database, caches.counts);
  return {
    auth: new AuthService(database.db, userRepository, tokens, {
      attempts: {
        perIpPerMinute: config.authRateLimitPoints,
        freeFailures: config.authFreeFailures,
        maxDelaySeconds: config.authMaxDelaySeconds,
      },
      publicUrl: config.publicUrl,
      log,
    }),
    users: new UserService(userRepository),
    farms: new FarmService(database.db),
    feed: new FeedService(database.db),
    shortcuts: new ShortcutService(database.db),
    equipment: new EquipmentService(database.db, lists),
    inventory: new InventoryService(database.db, lists),
    audit: new AuditService(database.db),
  };
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
  const tokens = new TokenService(jwtSecretFor(config)); // refuses a short secret before anything opens

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
    const caches = { counts: createListCounts(config.cacheSeconds), users: createUserModels(config.cacheSeconds) };
    stopListening = await database.listen({
      channels: {
        farm_data_changed: (farmId) => caches.counts.changed(farmId),
        user_changed: (userId) => caches.users.changed(userId),
      },
      onListening: (listening) => {
        caches.counts.setListening(listening);
        caches.users.setListening(listening);
      },
    });
    const services = buildServices(database, config, tokens, caches, log);
    const { app, stopApollo } = await createApp(config, services, database, log);
    const server = app.listen(config.port, config.host);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    const opened = database;
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
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

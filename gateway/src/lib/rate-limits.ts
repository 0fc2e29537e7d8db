// Rate limits that hold across gateway instances: on a PostgreSQL server the counters live in
// its `rate_limits` table (rate-limiter-flexible's PostgreSQL store, one upsert per use), so
// every gateway behind a load balancer spends the same budget. On embedded PGlite there is
// only ever one gateway, and a write per counted request would queue behind everything else
// on its single connection, so the counters stay in memory there.
import { LRUCache } from 'lru-cache';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/client.js';
import { tooManyRequests } from './errors.js';

export interface RateLimitPolicy {
  /** Uses a key may have in one window. */
  points: number;
  /** The window, a fixed span from the key's first use. */
  seconds: number;
}

interface StoredCount {
  value: number;
  expiresAt: number;
}

/**
 * RateLimiterMemory's storage, bounded by entries and bytes: its own keeps every key (a
 * timer each) until it expires, and an attacker choosing addresses or e-mails chooses the
 * keys. Evicting the least recent key forgets a count early, as the old per-gateway limits did.
 */
class BoundedCounts {
  private readonly counts = new LRUCache<string, StoredCount>({
    max: 100_000,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (_count, key) => key.length * 2 + 96,
  });

  incrby(key: string, value: number, seconds: number): RateLimiterRes {
    const count = this.counts.get(key);
    if (!count) return this.set(key, value, seconds);
    count.value += value;
    return new RateLimiterRes(0, count.expiresAt - Date.now(), count.value, false);
  }

  set(key: string, value: number, seconds: number): RateLimiterRes {
    const ms = seconds * 1000;
    this.counts.set(key, { value, expiresAt: Date.now() + ms }, { ttl: ms });
    return new RateLimiterRes(0, ms, value, true);
  }

  get(key: string): RateLimiterRes | null {
    const count = this.counts.get(key);
    return count ? new RateLimiterRes(0, count.expiresAt - Date.now(), count.value, false) : null;
  }

  delete(key: string): boolean {
    return this.counts.delete(key);
  }
}

class BoundedMemoryLimiter extends RateLimiterMemory {
  constructor(options: ConstructorParameters<typeof RateLimiterMemory>[0]) {
    super(options);
    const self = this as unknown as { _memoryStorage?: unknown };
    // A library update that renames the field must fail at start, not grow memory unseen.
    if (!self._memoryStorage) throw new Error('rate-limiter-flexible: RateLimiterMemory storage not found');
    self._memoryStorage = new BoundedCounts();
  }
}

/** TOO_MANY_REQUESTS for a refusal of the store; anything else (the database failing) as it is. */
function refusal(error: unknown): unknown {
  if (!(error instanceof RateLimiterRes)) return error;
  return tooManyRequests(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
}

/** One named limit: its keys (a client address, an account, a token) each have the policy's budget. */
export class RateLimit {
  constructor(
    private readonly store: RateLimiterAbstract,
    private readonly policy: RateLimitPolicy,
  ) {}

  /** Counts a use of `key`; TOO_MANY_REQUESTS (with the seconds to wait) once its budget is spent. */
  async consume(key: string): Promise<void> {
    await this.store.consume(key).catch((error: unknown) => {
      throw refusal(error);
    });
  }

  /** Counts a use of `key` without refusing it; resolves to the uses counted in its window. */
  async count(key: string): Promise<number> {
    return (await this.store.penalty(key)).consumedPoints;
  }

  /** Refuses `key` for `seconds` from now, whatever it has used. */
  async block(key: string, seconds: number): Promise<void> {
    await this.store.block(key, seconds);
  }

  /** TOO_MANY_REQUESTS while `key` is over its budget or blocked; counts nothing. */
  async check(key: string): Promise<void> {
    const state = await this.store.get(key);
    if (state && state.consumedPoints > this.policy.points && state.msBeforeNext > 0) throw refusal(state);
  }

  /** Forgets `key`'s uses. */
  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

/** The gateway's rate limits, each kept where every instance of the gateway sees it. */
export class RateLimits {
  private readonly names = new Set<string>();

  constructor(private readonly database: Pick<Database, 'pool'>) {}

  /** A limit named `name` (its keys' prefix in the shared table, so one name, one limit). */
  limit(name: string, policy: RateLimitPolicy): RateLimit {
    if (this.names.has(name)) throw new Error(`rate limit ${name} is defined twice`);
    this.names.add(name);
    const options = { keyPrefix: name, points: policy.points, duration: policy.seconds };
    const { pool } = this.database;
    const store = pool
      ? // The table comes from the migrations; the library deletes long-expired rows itself.
        new RateLimiterPostgres({
          ...options,
          storeClient: pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
        })
      : new BoundedMemoryLimiter(options);
    return new RateLimit(store, policy);
  }
}

// Start-up guards and production mode: a short JWT secret is refused; in production the
// test-only outbox route does not exist (suggestions: suggestions.test.ts). And a stop that
// has closed its PostgreSQL connections when it returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../gateway/src/app.js';
import { ACCOUNTS, signIn } from './support/fixtures.js';
import { FarmsQuery } from './support/operations.js';
import { gql, gqlRaw, rest, startTestGateway, SUITE_MODE, type TestGateway } from './support/gateway.js';

describe('JWT secret length', () => {
  it('refuses to start with a 31-byte secret', async () => {
    await expect(startTestGateway({ config: { jwtSecret: 'x'.repeat(31) } })).rejects.toThrow(
      'JWT secret must be at least 32 bytes (got 31)',
    );
  });

  it('refuses to start with an empty secret', async () => {
    await expect(startTestGateway({ config: { jwtSecret: '' } })).rejects.toThrow(
      'JWT secret must be at least 32 bytes (got 0)',
    );
  });

  it('starts with a 32-byte secret', async () => {
    const gateway = await startTestGateway({ config: { jwtSecret: 'k'.repeat(32) } });
    try {
      const { token } = await signIn(gateway, ACCOUNTS.tech);
      expect((await rest(gateway, 'GET', '/api/common/user', undefined, { token })).status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });
});

describe('production mode', () => {
  let gateway: TestGateway;
  let token: string;
  beforeAll(async () => {
    gateway = await startTestGateway({ config: { nodeEnv: 'production' } });
    token = (await signIn(gateway, ACCOUNTS.manager)).token;
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('has no /api/test/outbox route', async () => {
    const res = await rest(
      gateway,
      'GET',
      `/api/test/outbox?email=${encodeURIComponent(ACCOUNTS.manager.email)}`,
      undefined,
      { token },
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'NOT FOUND' });
  });

  it('still answers a bad token with 401 Invalid token (no internals)', async () => {
    const res = await gqlRaw(gateway, '{ me { id } }', undefined, { token: 'bad' });
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.body.errors?.[0]?.message).toBe('Invalid token');
  });
});

describe('durability', () => {
  it('the database flushes a commit to disk before acknowledging it: fsync on, and PGlite flushes its WAL with fsync()', async () => {
    const gateway = await startTestGateway();
    try {
      const setting = async (name: string) =>
        ((await gateway.database.db.execute(`SHOW ${name}` as never)) as unknown as { rows: Record<string, string>[] })
          .rows[0][name];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('synchronous_commit')).toBe('on');
      if (gateway.database.kind === 'pglite') expect(await setting('wal_sync_method')).toBe('fsync');
    } finally {
      await gateway.stop();
    }
  });
});

describe.runIf(!!process.env.DATABASE_URL)('stopping on a PostgreSQL server', () => {
  it('returns once every connection of the gateway has closed', async () => {
    const host = await startTestGateway();
    try {
      const connections = async () =>
        (
          (await host.database.db.execute(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()' as never,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0].n;
      const before = await connections();
      const gateway = await startGateway({
        port: 0,
        databaseUrl: host.databaseUrl,
        seed: 'never',
        config: { nodeEnv: SUITE_MODE, host: '127.0.0.1', jwtSecret: host.jwtSecret, jobsEverySeconds: 0 },
        log: () => {},
      });
      const { token } = await signIn(gateway, ACCOUNTS.manager);
      // Requests at once, so that its pool opens several connections.
      await Promise.all(Array.from({ length: 8 }, () => gql(gateway, FarmsQuery, {}, { token })));
      expect(await connections()).toBeGreaterThan(before + 1);
      await gateway.stop();
      // A database dropped now (a test's clean-up) or a server stopped would end none of them.
      expect(await connections()).toBe(before);
    } finally {
      await host.stop();
    }
  });
});

// Start-up guards and production mode: a short JWT secret is refused; in production the
// test-only outbox route does not exist (suggestions: suggestions.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, signIn } from './support/fixtures.js';
import { gqlRaw, rest, startTestGateway, type TestGateway } from './support/gateway.js';

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

// Auth attempts per IP per minute are limited (authRateLimitPoints), REST auth routes and
// GraphQL auth mutations sharing one budget; over it: 429 {message} / TOO_MANY_REQUESTS.
// Gateways on one PostgreSQL server share the counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../gateway/src/app.js';
import { ACCOUNTS, signIn } from './support/fixtures.js';
import {
  errorCode,
  gql,
  rest,
  startTestGateway,
  SUITE_MODE,
  type GatewayAddress,
  type TestGateway,
} from './support/gateway.js';
import { MeQuery, SignInMutation } from './support/operations.js';

const LIMIT = 3;

describe('REST auth routes', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ config: { authRateLimitPoints: LIMIT } });
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it(`allows ${LIMIT} attempts, then answers 429 {message} even for the right password; GraphQL signIn shares the budget`, async () => {
    const { token } = await signIn(gateway, ACCOUNTS.tech); // attempt 1
    for (let attempt = 2; attempt <= LIMIT; attempt += 1) {
      const res = await rest(gateway, 'POST', '/api/auth/sign-in', {
        email: ACCOUNTS.tech.email,
        password: 'Wrong#2026',
      });
      expect(res.status, `attempt ${attempt}`).toBe(404);
    }
    const over = await rest(gateway, 'POST', '/api/auth/sign-in', {
      email: ACCOUNTS.tech.email,
      password: ACCOUNTS.tech.password,
    });
    expect(over.status).toBe(429);
    expect(typeof over.body?.message).toBe('string');
    expect(over.body?.accessToken).toBeUndefined();

    const otherRoute = await rest(gateway, 'POST', '/api/auth/forgot-password', { email: ACCOUNTS.tech.email });
    expect(otherRoute.status).toBe(429);
    const viaGraph = await gql(gateway, SignInMutation, {
      email: ACCOUNTS.tech.email,
      password: ACCOUNTS.tech.password,
    });
    expect(errorCode(viaGraph.body)).toBe('TOO_MANY_REQUESTS');
    expect(viaGraph.body.data?.signIn ?? null).toBeNull();

    // Only auth attempts are limited: a signed-in user keeps working.
    const me = await rest(gateway, 'GET', '/api/common/user', undefined, { token });
    expect(me.status).toBe(200);
    const meGraph = await gql(gateway, MeQuery, {}, { token });
    expect(meGraph.body.data?.me.email).toBe(ACCOUNTS.tech.email);
  });
});

describe('GraphQL auth mutations', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ config: { authRateLimitPoints: LIMIT } });
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it(`allow ${LIMIT} signIn attempts, then TOO_MANY_REQUESTS; REST sign-in shares the budget`, async () => {
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const res = await gql(gateway, SignInMutation, { email: ACCOUNTS.manager.email, password: 'Wrong#2026' });
      expect(errorCode(res.body), `attempt ${attempt}`).toBe('UNAUTHENTICATED');
    }
    const over = await gql(gateway, SignInMutation, {
      email: ACCOUNTS.manager.email,
      password: ACCOUNTS.manager.password,
    });
    expect(errorCode(over.body)).toBe('TOO_MANY_REQUESTS');
    expect(over.body.data?.signIn ?? null).toBeNull();
    const viaRest = await rest(gateway, 'POST', '/api/auth/sign-in', {
      email: ACCOUNTS.manager.email,
      password: ACCOUNTS.manager.password,
    });
    expect(viaRest.status).toBe(429);
    expect(typeof viaRest.body?.message).toBe('string');
  });
});

// On a PostgreSQL server the counts are rows that every gateway on it shares; embedded PGlite
// serves one gateway, which counts in memory.
describe('the limits across gateways', () => {
  const onServer = !!process.env.DATABASE_URL;
  const config = { authRateLimitPoints: 5, authFreeFailures: 2, authMaxDelaySeconds: 60 };
  let first: TestGateway;
  let second: GatewayAddress & { stop(): Promise<void> };
  beforeAll(async () => {
    first = await startTestGateway({ config });
    second = onServer
      ? await startGateway({
          port: 0,
          databaseUrl: first.databaseUrl,
          seed: 'never',
          config: { nodeEnv: SUITE_MODE, host: '127.0.0.1', jwtSecret: first.jwtSecret, ...config },
          log: () => {},
        })
      : await startTestGateway({ config });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  const signInOn = (gateway: GatewayAddress, email: string, password: string) =>
    rest(gateway, 'POST', '/api/auth/sign-in', { email, password });
  const storedCounts = async () =>
    (
      (await first.database.db.execute('SELECT count(*)::int AS n FROM rate_limits' as never)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;

  it(
    onServer
      ? 'two gateways on one server spend one budget per IP and per account'
      : 'each embedded gateway counts in its own memory',
    async () => {
      const { email, password } = ACCOUNTS.tech;
      expect((await signInOn(first, email, 'Wrong#2026')).status).toBe(404);
      expect((await signInOn(first, email, 'Wrong#2026')).status).toBe(404);
      // The third failure in a row, made on the other gateway, starts the account's delay.
      expect((await signInOn(second, email, 'Wrong#2026')).status).toBe(404);
      const waiting = await signInOn(first, email, password);
      if (!onServer) {
        expect(waiting.status).toBe(200); // the first gateway saw two failures only
        expect(await storedCounts()).toBe(0);
        return;
      }
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get('retry-after')).toBe('1');
      // Four attempts from this address so far, all counted: one left on either gateway.
      expect((await signInOn(second, ACCOUNTS.manager.email, ACCOUNTS.manager.password)).status).toBe(200);
      expect((await signInOn(first, ACCOUNTS.manager.email, ACCOUNTS.manager.password)).status).toBe(429);
      expect((await signInOn(second, ACCOUNTS.manager.email, ACCOUNTS.manager.password)).status).toBe(429);
      expect(await storedCounts()).toBeGreaterThan(0);
    },
  );
});

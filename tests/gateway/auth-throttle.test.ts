// Sign-in is limited per account as well as per IP: after a few wrong passwords in a row,
// each attempt on that account must wait twice as long as the one before, up to a short cap,
// so guessing is slowed without keeping the real user out for long. X-Forwarded-For is only
// believed from a proxy named in TRUST_PROXY. (Not in the production-mode run: repeating each
// refused attempt three times would spend the budgets these tests count.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/fixtures.js';
import { errorCode, gql, rest, startTestGateway, type TestGateway } from './support/gateway.js';
import { SignInMutation } from './support/operations.js';

const FREE_FAILURES = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const signInRest = (gateway: TestGateway, email: string, password: string, headers?: Record<string, string>) =>
  rest(gateway, 'POST', '/api/auth/sign-in', { email, password }, { headers });

describe('per-account delay', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ config: { authFreeFailures: FREE_FAILURES, authMaxDelaySeconds: 2 } });
  });
  afterAll(() => gateway?.stop());

  it('after the free failures, an attempt must wait 1 s, then 2 s (the cap), and the right password then works', async () => {
    const { email, password } = ACCOUNTS.tech;
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt++)
      expect((await signInRest(gateway, email, 'Wrong#2026')).status, `attempt ${attempt}`).toBe(404);

    // The 4th wrong password is still checked, and starts a 1 s delay.
    expect((await signInRest(gateway, email, 'Wrong#2026')).status).toBe(404);
    const waiting = await signInRest(gateway, email, password);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(waiting.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const viaGraph = await gql(gateway, SignInMutation, { email, password });
    expect(errorCode(viaGraph.body)).toBe('TOO_MANY_REQUESTS');
    expect(viaGraph.body.errors?.[0]?.extensions?.messageParams).toEqual({ seconds: 1 });

    await wait(1_100);
    expect((await signInRest(gateway, email, 'Wrong#2026')).status).toBe(404); // doubles to 2 s
    const longer = await signInRest(gateway, email, password);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');

    await wait(2_100);
    expect((await signInRest(gateway, email, 'Wrong#2026')).status).toBe(404); // capped at 2 s
    expect((await signInRest(gateway, email, password)).headers.get('retry-after')).toBe('2');

    await wait(2_100);
    const signedIn = await signInRest(gateway, email, password);
    expect(signedIn.status).toBe(200);
    expect(typeof signedIn.body.accessToken).toBe('string');
    // A success clears the count: the free failures are available again.
    expect((await signInRest(gateway, email, 'Wrong#2026')).status).toBe(404);
  });

  it('only the account under attack waits; an unknown e-mail is delayed the same way', async () => {
    const unknown = 'nobody-here@farmmaint.app';
    for (let attempt = 0; attempt <= FREE_FAILURES; attempt++) await signInRest(gateway, unknown, 'Wrong#2026');
    expect((await signInRest(gateway, unknown, 'Wrong#2026')).status).toBe(429);
    const other = await signInRest(gateway, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    expect(other.status).toBe(200);
  });
});

describe('X-Forwarded-For and TRUST_PROXY', () => {
  const LIMIT = 3;
  const attempts = async (gateway: TestGateway, forwardedFor: (n: number) => string) => {
    const statuses = [];
    for (let n = 0; n < LIMIT + 2; n++)
      statuses.push(
        (
          await signInRest(gateway, ACCOUNTS.manager.email, ACCOUNTS.manager.password, {
            'x-forwarded-for': forwardedFor(n),
          })
        ).status,
      );
    return statuses;
  };

  it('by default a client cannot escape the per-IP limit by rotating X-Forwarded-For', async () => {
    const gateway = await startTestGateway({ config: { authRateLimitPoints: LIMIT } });
    try {
      expect(await attempts(gateway, (n) => `203.0.113.${n}`)).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await gateway.stop();
    }
  });

  it('behind a trusted proxy, each forwarded client has its own budget', async () => {
    const gateway = await startTestGateway({ config: { authRateLimitPoints: LIMIT, trustProxy: 'loopback' } });
    try {
      expect(await attempts(gateway, (n) => `203.0.113.${n}`)).toEqual([200, 200, 200, 200, 200]);
      expect(await attempts(gateway, () => '198.51.100.7')).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await gateway.stop();
    }
  });
});

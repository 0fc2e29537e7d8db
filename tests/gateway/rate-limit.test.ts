// Auth attempts per IP per minute are limited (authRateLimitPoints), REST auth routes and
// GraphQL auth mutations sharing one budget; over it: 429 {message} / TOO_MANY_REQUESTS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, signIn } from './support/fixtures.js';
import { errorCode, gql, rest, startTestGateway, type TestGateway } from './support/gateway.js';
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

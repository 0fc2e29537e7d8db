// Access tokens: HS256, 7 days, `exp` required; expired, tampered, unsigned or foreign
// tokens are refused with 401 'Invalid token' on REST and GraphQL alike (never a 500).
import { randomUUID } from 'node:crypto';
import { SignJWT, base64url, decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../gateway/src/modules/core/auth/tokens.js';
import { ACCOUNTS, expectRestUser, signIn } from './support/fixtures.js';
import { gql, randomSecret, rest, startTestGateway, type TestGateway, type Json } from './support/gateway.js';
import { MeQuery, SignInWithTokenMutation } from './support/operations.js';

let gateway: TestGateway;
let techToken: string;
let techPayload: JWTPayload;

beforeAll(async () => {
  gateway = await startTestGateway();
  techToken = (await signIn(gateway, ACCOUNTS.tech)).token;
  techPayload = decodeJwt(techToken);
});
afterAll(async () => {
  await gateway?.stop();
});

const now = () => Math.floor(Date.now() / 1000);

function sign(payload: JWTPayload, secret: string, alg = 'HS256'): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

function encodeJson(value: unknown): string {
  return base64url.encode(JSON.stringify(value));
}

/** The tech's own payload with the user id swapped for the admin's; the original signature is kept. */
function swappedSubjectToken(): string {
  const [header, , signature] = techToken.split('.');
  const text = JSON.stringify(techPayload);
  let swapped = text.split(ACCOUNTS.tech.id).join(ACCOUNTS.admin.id);
  if (swapped === text) swapped = JSON.stringify({ ...techPayload, sub: ACCOUNTS.admin.id });
  return `${header}.${base64url.encode(swapped)}.${signature}`;
}

type Forgery = [label: string, make: () => Promise<string> | string];
const forgeries: Forgery[] = [
  ['a changed payload (subject swapped, signature kept)', swappedSubjectToken],
  ['an alg:none token', () => `${encodeJson({ alg: 'none', typ: 'JWT' })}.${encodeJson(techPayload)}.`],
  ['a token signed with another secret', () => sign(techPayload, randomSecret())],
  [
    'an expired token (right secret)',
    () => sign({ ...techPayload, iat: now() - 8 * 86400, exp: now() - 86400 }, gateway.jwtSecret),
  ],
  [
    'a token without exp (right secret)',
    () => {
      const { exp: _exp, ...rest } = techPayload;
      return sign(rest, gateway.jwtSecret);
    },
  ],
  ['an HS512 token (right secret)', () => sign(techPayload, gateway.jwtSecret, 'HS512')],
  ['a truncated signature', () => techToken.slice(0, -4)],
  ['garbage', () => 'not-a-jwt'],
];

function expectInvalidTokenBody(body: Json) {
  const text = `${body?.error ?? ''} ${body?.message ?? ''}`;
  expect(text, JSON.stringify(body)).toContain('Invalid token');
}

describe('issued tokens', () => {
  it('are HS256 JWTs with sub/iat/exp and a 7-day lifetime', () => {
    expect(decodeProtectedHeader(techToken).alg).toBe('HS256');
    expect(typeof techPayload.iat).toBe('number');
    expect(typeof techPayload.exp).toBe('number');
    expect(techPayload.exp! - techPayload.iat!).toBe(604800);
    expect(Math.abs(techPayload.iat! - now())).toBeLessThan(120);
  });

  it('are accepted on a protected route', async () => {
    const res = await rest(gateway, 'GET', '/api/common/user', undefined, { token: techToken });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(ACCOUNTS.tech.email);
  });

  it('control: the same payload re-signed with the configured secret is accepted (forgeries below differ only where stated)', async () => {
    const resigned = await sign(techPayload, gateway.jwtSecret);
    const res = await rest(gateway, 'GET', '/api/common/user', undefined, { token: resigned });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(ACCOUNTS.tech.email);
  });
});

describe('remembered signatures', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a token verified while valid is refused once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const secret = randomSecret();
    const tokens = new TokenService(secret);
    const userId = randomUUID();
    const token = await sign({ sub: userId, exp: now() + 60 }, secret);
    expect(await tokens.verify(token)).toBe(userId);
    expect(await tokens.verify(token)).toBe(userId);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(tokens.verify(token)).rejects.toThrow('Invalid token');
  });

  it('a tampered copy of a remembered token is still refused', async () => {
    const secret = randomSecret();
    const tokens = new TokenService(secret);
    const token = await sign({ sub: randomUUID(), exp: now() + 60 }, secret);
    await tokens.verify(token);
    // A character well inside the signature (the last one also carries padding bits).
    const at = token.length - 10;
    const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    await expect(tokens.verify(tampered)).rejects.toThrow('Invalid token');
  });
});

describe('POST /api/auth/sign-in-with-token', () => {
  it('answers 200 {user, accessToken (fresh, different, valid), tokenType}', async () => {
    const { token } = await signIn(gateway, ACCOUNTS.manager);
    const res = await rest(gateway, 'POST', '/api/auth/sign-in-with-token', { accessToken: token });
    expect(res.status).toBe(200);
    expect(res.body.tokenType).toBe('bearer');
    expectRestUser(res.body.user, ACCOUNTS.manager);
    expect(res.body.accessToken).not.toBe(token);
    const payload = decodeJwt(res.body.accessToken);
    expect(payload.exp! - payload.iat!).toBe(604800);
    const me = await rest(gateway, 'GET', '/api/common/user', undefined, { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(ACCOUNTS.manager.email);
  });

  it.each(forgeries)('answers 401 {error: Invalid token} for %s', async (_label, make) => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-in-with-token', { accessToken: await make() });
    expect(res.status).toBe(401);
    expect(res.body?.error).toBe('Invalid token');
    expect(res.body?.accessToken).toBeUndefined();
  });

  it('answers 401 for a valid signature over an unknown user id', async () => {
    const token = await sign({ ...techPayload, sub: randomUUID() }, gateway.jwtSecret);
    const res = await rest(gateway, 'POST', '/api/auth/sign-in-with-token', { accessToken: token });
    expect(res.status).toBe(401);
  });

  it('answers 400 or 401 (not 500, no token) without accessToken', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-in-with-token', {});
    expect([400, 401]).toContain(res.status);
    expect(res.body?.accessToken).toBeUndefined();
  });
});

describe('bad tokens on protected REST routes', () => {
  it.each(forgeries)('GET /api/common/user answers 401 Invalid token for %s', async (_label, make) => {
    const res = await rest(gateway, 'GET', '/api/common/user', undefined, { token: await make() });
    expect(res.status).toBe(401);
    expectInvalidTokenBody(res.body);
  });

  it('answers 401 for a valid signature over an unknown user id', async () => {
    const token = await sign({ ...techPayload, sub: randomUUID() }, gateway.jwtSecret);
    const res = await rest(gateway, 'GET', '/api/common/user', undefined, { token });
    expect(res.status).toBe(401);
  });

  it('answers 401 for a non-Bearer Authorization header', async () => {
    const res = await rest(gateway, 'GET', '/api/common/user', undefined, {
      headers: { authorization: `Basic ${techToken}` },
    });
    expect(res.status).toBe(401);
  });
});

describe('bad tokens on /graphql', () => {
  it.each(forgeries)('answers HTTP 401 UNAUTHENTICATED "Invalid token" for %s', async (_label, make) => {
    const res = await gql(gateway, MeQuery, {}, { token: await make() });
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.body.errors?.[0]?.message).toBe('Invalid token');
    expect(res.body.data ?? null).toBeNull();
  });

  it.each(forgeries)('signInWithToken refuses %s with UNAUTHENTICATED "Invalid token"', async (_label, make) => {
    const res = await gql(gateway, SignInWithTokenMutation, { accessToken: await make() });
    expect(res.status).not.toBe(500);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.body.errors?.[0]?.message).toBe('Invalid token');
    expect(res.body.data?.signInWithToken ?? null).toBeNull();
  });

  it('signInWithToken exchanges a valid token for a fresh one', async () => {
    const { token } = await signIn(gateway, ACCOUNTS.nofarm);
    const res = await gql(gateway, SignInWithTokenMutation, { accessToken: token });
    expect(res.body.errors).toBeUndefined();
    const payload = res.body.data!.signInWithToken;
    expect(payload.tokenType).toBe('bearer');
    expect(payload.user.email).toBe(ACCOUNTS.nofarm.email);
    expect(payload.accessToken).not.toBe(token);
    const me = await gql(gateway, MeQuery, {}, { token: payload.accessToken });
    expect(me.body.data?.me.email).toBe(ACCOUNTS.nofarm.email);
  });
});

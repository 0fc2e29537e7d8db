// Request-level protections: security headers (and compression), GraphQL Armor depth and alias limits,
// no batching, CSRF prevention on /graphql.
import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, signIn } from './support/fixtures.js';
import { gqlRaw, rest, startTestGateway, type TestGateway, type Json } from './support/gateway.js';

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  token = (await signIn(gateway, ACCOUNTS.manager)).token;
});
afterAll(async () => {
  await gateway?.stop();
});

/** `navigation { default { children { … id } } }` with `depth` field levels in all. */
function navigationOfDepth(depth: number): string {
  // navigation (1) > default (2) > children × (depth - 3) > id (depth)
  let inner = 'id';
  for (let level = 0; level < depth - 3; level += 1) inner = `children { ${inner} }`;
  return `{ navigation { default { ${inner} } } }`;
}

function aliases(count: number): string {
  return `{ ${Array.from({ length: count }, (_, index) => `a${index}: health`).join(' ')} }`;
}

function expectRejected(res: { status: number; body: Json }) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body?.errors?.length).toBeGreaterThan(0);
  expect(res.body?.data ?? null).toBeNull();
}

describe('security headers', () => {
  it.each(['/api/common/user', '/api/does-not-exist', '/graphql'])('%s carries helmet headers', async (path) => {
    const res =
      path === '/graphql'
        ? await gqlRaw(gateway, '{ health }')
        : await rest(gateway, 'GET', path, undefined, { token });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('the REST answers carry a content security policy', async () => {
    const res = await rest(gateway, 'GET', '/api/common/user', undefined, { token });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('every helmet header, as helmet sets them, on GraphQL and REST', async () => {
    for (const res of [
      await gqlRaw(gateway, '{ health }'),
      await rest(gateway, 'GET', '/api/common/user', undefined, { token }),
    ]) {
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-xss-protection')).toBe('0');
    }
  });
});

/** A raw POST of `{ navigation }`, twice (an answer over compression's 1 KB threshold). */
function postNavigation(acceptEncoding?: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    const fields = 'default { id title type link children { id title } }';
    req.end(JSON.stringify({ query: `{ navigation { ${fields} } again: navigation { ${fields} } }` }));
  });
}

describe('compression', () => {
  it('a client that accepts gzip gets the GraphQL answer gzipped', async () => {
    const { headers, body } = await postNavigation('gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(body).toString('utf8')).data.navigation.default.length).toBeGreaterThan(0);
  });

  it('a client that accepts no encoding gets the same answer as is', async () => {
    const { headers, body } = await postNavigation();
    expect(headers['content-encoding']).toBeUndefined();
    const plain = JSON.parse(body.toString('utf8'));
    expect(plain).toEqual(JSON.parse(gunzipSync((await postNavigation('gzip')).body).toString('utf8')));
    expect(body.length).toBeGreaterThan(1024);
  });
});

describe('GraphQL depth limit (6, the GraphQL Armor default)', () => {
  it('accepts a query of depth 6', async () => {
    const res = await gqlRaw(gateway, navigationOfDepth(6), undefined, { token });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(Array.isArray(res.body.data?.navigation.default)).toBe(true);
  });

  it('rejects a query of depth 7 before running it', async () => {
    const res = await gqlRaw(gateway, navigationOfDepth(7), undefined, { token });
    expectRejected(res);
    expect(res.body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects a much deeper query', async () => {
    const res = await gqlRaw(gateway, navigationOfDepth(30), undefined, { token });
    expectRejected(res);
  });

  it('counts the fields inside fragments, not the fragments: depth 6 through fragments is accepted', async () => {
    const fragments =
      'fragment Inner on NavigationItem { ... on NavigationItem { id } } fragment Outer on NavigationItem { children { children { ...Inner } } }';
    const res = await gqlRaw(gateway, `{ navigation { default { children { ...Outer } } } } ${fragments}`, undefined, {
      token,
    });
    expect(res.body.errors).toBeUndefined();
    expect(Array.isArray(res.body.data?.navigation.default)).toBe(true);
  });

  it('counts depth through fragments too', async () => {
    let fragments = 'fragment F0 on NavigationItem { id }';
    for (let level = 1; level <= 6; level += 1)
      fragments += ` fragment F${level} on NavigationItem { children { ...F${level - 1} } }`;
    const res = await gqlRaw(gateway, `{ navigation { default { ...F6 } } } ${fragments}`, undefined, { token });
    expectRejected(res);
  });
});

describe('GraphQL alias limit (15)', () => {
  it('accepts 15 aliases', async () => {
    const res = await gqlRaw(gateway, aliases(15), undefined, { token });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.a14).toBe(true);
  });

  it('rejects 16 aliases', async () => {
    const res = await gqlRaw(gateway, aliases(16), undefined, { token });
    expectRejected(res);
    expect(res.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('rejects a flood of aliased expensive fields with a 4xx (not a 500)', async () => {
    const query = `{ ${Array.from({ length: 200 }, (_, index) => `n${index}: notifications { id }`).join(' ')} }`;
    const res = await gqlRaw(gateway, query, undefined, { token });
    expectRejected(res);
  });
});

describe('batching and CSRF', () => {
  it('rejects a JSON array (batched) body', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify([{ query: '{ health }' }, { query: '{ me { id } }' }]),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    expect(Array.isArray(body)).toBe(false);
    expect(text).not.toContain(ACCOUNTS.manager.id);
  });

  it('rejects a simple (CSRF-able) text/plain POST', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { markAllNotificationsAsRead }' }),
    });
    expect(response.status).toBe(400);
  });

  it('rejects a GET query without a preflight header', async () => {
    const response = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ health }')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
  });

  it('a GET cannot run a mutation even with the preflight header', async () => {
    const response = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent('mutation { markAllNotificationsAsRead }')}`,
      {
        headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
      },
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('errors never leak internals', () => {
  it('a GraphQL syntax error is a 400 (client error, not a 500), no stack trace', async () => {
    const res = await gqlRaw(gateway, '{ me { id ', undefined, { token });
    expect(res.status).toBe(400);
    expect(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']).toContain(res.body.errors?.[0]?.extensions?.code);
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('a REST body that is not JSON is a 400 with a message, no stack trace', async () => {
    const res = await rest(gateway, 'PATCH', '/api/common/user', '{"user": ', { token });
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

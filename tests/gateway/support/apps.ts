// Shared by the demo apps' contract tests (tests/gateway/apps-*.test.ts): fresh accounts,
// each with its own untouched copy of the apps' demo data, and the committed fixtures.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { graphql } from '../__generated__';
import { signIn, signUpFresh } from './fixtures.js';
import { rest, type GatewayAddress, type Json } from './gateway.js';

/** A new account's token: its demo data is the fixtures, unchanged. */
export async function freshToken(gateway: GatewayAddress, prefix = 'apps'): Promise<string> {
  return (await signIn(gateway, await signUpFresh(gateway, prefix))).token;
}

/** fixtures/apps/<app>.json, as the gateway seeds it. */
export function appFixtures<T = Json>(app: string): T {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../../fixtures/apps/${app}.json`, import.meta.url)), 'utf8'),
  );
}

/** Every path answers 401 without a token (and with a wrong one). */
export async function expectSignedInOnly(
  gateway: GatewayAddress,
  calls: [method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string][],
): Promise<void> {
  for (const [method, path] of calls) {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await rest(gateway, method, path, body)).status, `${method} ${path}`).toBe(401);
    expect((await rest(gateway, method, path, body, { token: 'not-a-token' })).status, `${method} ${path}`).toBe(401);
  }
}

/** A body of a request that is not JSON at all (sent as application/json). */
export const NOT_JSON = '{"note": {"title": "unterminated';
/** A title of about 1 MB (under the 1 MB body limit, so the title's own limit refuses it). */
export const HUGE_TEXT = 'x'.repeat(1_000_000);

/** GET `path` as the holder of `token`: 200 and a list. */
export async function listed(gateway: GatewayAddress, path: string, token: string): Promise<Json[]> {
  const res = await rest(gateway, 'GET', path, undefined, { token });
  expect(res.status, path).toBe(200);
  expect(Array.isArray(res.body), path).toBe(true);
  return res.body;
}

/** An id no record has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Where a page of a demo list sits (spread as `...AppsPagination` in a list's selection). */
export const AppsPaginationFragment = graphql(`
  fragment AppsPagination on DemoPagination {
    total
    page
    size
    lastPage
  }
`);

// The address printed labels encode: PUBLIC_URL when configured (checked as an http(s)
// URL), otherwise the origin the request reached, where forwarded headers count only behind
// a proxy that TRUST_PROXY names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.js';
import { gql, startTestGateway, type TestGateway } from './support/gateway.js';
import { AppConfigQuery } from './support/operations.js';

const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'farm.example.org' };

describe('PUBLIC_URL in the environment', () => {
  it('is kept without its trailing slash, and is empty when unset', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://maint.example.org/' }).publicUrl).toBe('https://maint.example.org');
    expect(loadConfig({ PUBLIC_URL: ' http://10.0.0.5:4000 ' }).publicUrl).toBe('http://10.0.0.5:4000');
    expect(loadConfig({}).publicUrl).toBe('');
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBe('');
  });

  it.each([
    'maint.example.org',
    'ftp://maint.example.org',
    'https://maint.example.org/?x=1',
    'https://u:p@example.org',
  ])('refuses %s at start-up', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
  });
});

describe('appConfig.publicUrl with PUBLIC_URL set', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ config: { publicUrl: 'https://maint.example.org' } });
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('is PUBLIC_URL, whatever address the request used, signed in or not', async () => {
    const res = await gql(gateway, AppConfigQuery, {}, { headers: { ...FORWARDED, host: 'localhost:4711' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.appConfig.publicUrl).toBe('https://maint.example.org');
  });
});

describe('appConfig.publicUrl without PUBLIC_URL', () => {
  let direct: TestGateway;
  let proxied: TestGateway;
  beforeAll(async () => {
    direct = await startTestGateway({ config: { publicUrl: '' } });
    proxied = await startTestGateway({ config: { publicUrl: '', trustProxy: 'loopback' } });
  });
  afterAll(async () => {
    await direct?.stop();
    await proxied?.stop();
  });

  it('falls back to the origin the request reached', async () => {
    const res = await gql(direct, AppConfigQuery, {});
    expect(res.body.data!.appConfig.publicUrl).toBe(new URL(direct.url).origin);
  });

  it('ignores forwarded scheme and host unless TRUST_PROXY names the proxy', async () => {
    const res = await gql(direct, AppConfigQuery, {}, { headers: FORWARDED });
    expect(res.body.data!.appConfig.publicUrl).toBe(new URL(direct.url).origin);
  });

  it('takes the forwarded scheme and host from a trusted proxy', async () => {
    const res = await gql(proxied, AppConfigQuery, {}, { headers: FORWARDED });
    expect(res.body.data!.appConfig.publicUrl).toBe('https://farm.example.org');
  });
});

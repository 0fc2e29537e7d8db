// REST auth routes: sign-in, unlock-session, sign-up — each success and each error answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_KEYS, ACCOUNTS, expectNoSecrets, expectRestUser, signUpFresh, sorted } from './support/fixtures.js';
import { rest, startTestGateway, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

describe('POST /api/auth/sign-in', () => {
  it.each(ACCOUNT_KEYS)('signs %s in: 200 {user, accessToken, tokenType: bearer}, no secrets', async (key) => {
    const account = ACCOUNTS[key];
    const res = await rest(gateway, 'POST', '/api/auth/sign-in', { email: account.email, password: account.password });
    expect(res.status).toBe(200);
    expect(res.body.tokenType).toBe('bearer');
    expect(res.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expectRestUser(res.body.user, account);
    expect(res.body.user.id).toBe(account.id);
    expect(res.body.user.name).toBe(account.name);
    expect(sorted(res.body.user.farms.map((farm: { id: string }) => farm.id))).toEqual(sorted(account.farmIds));
    expectNoSecrets(res.body, account.password);
  });

  it('gives the admin the admin role and the admin.all.access permission', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-in', ACCOUNTS.admin);
    expect(res.body.user.roles).toContain('admin');
    expect(res.body.user.permissions).toContain('admin.all.access');
  });

  it('gives users.manage to admin and manager only', async () => {
    for (const key of ACCOUNT_KEYS) {
      const res = await rest(gateway, 'POST', '/api/auth/sign-in', ACCOUNTS[key]);
      expect(res.body.user.permissions.includes('users.manage'), key).toBe(key === 'admin' || key === 'manager');
    }
  });

  it('gives the technician exactly one farm and nofarm none', async () => {
    const tech = await rest(gateway, 'POST', '/api/auth/sign-in', ACCOUNTS.tech);
    expect(tech.body.user.farms).toHaveLength(1);
    const nofarm = await rest(gateway, 'POST', '/api/auth/sign-in', ACCOUNTS.nofarm);
    expect(nofarm.body.user.farms).toEqual([]);
    expect(nofarm.body.user.permissions).not.toContain('admin.all.access');
  });

  it('answers 404 with body false for a wrong password', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-in', {
      email: ACCOUNTS.tech.email,
      password: 'Wrong#2026',
    });
    expect(res.status).toBe(404);
    expect(res.body).toBe(false);
  });

  it('answers 404 with body false for an unknown e-mail', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-in', {
      email: 'nobody@farmmaint.app',
      password: 'Tech#2026',
    });
    expect(res.status).toBe(404);
    expect(res.body).toBe(false);
  });

  it("answers 404 false when another user's password is used", async () => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-in', {
      email: ACCOUNTS.admin.email,
      password: ACCOUNTS.tech.password,
    });
    expect(res.status).toBe(404);
    expect(res.body).toBe(false);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['no password', { email: 'tech@farmmaint.app' }],
    ['no email', { password: 'Tech#2026' }],
    ['a non-string password', { email: 'tech@farmmaint.app', password: 12345678 }],
    ['a non-string email', { email: ['tech@farmmaint.app'], password: 'Tech#2026' }],
  ])('answers 400 {message} for %s', async (_label, body) => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-in', body);
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-in', '{"email": "tech@farmmaint.app", ', {});
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
  });
});

describe('POST /api/auth/unlock-session', () => {
  it('answers like sign-in for the right password', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/unlock-session', {
      email: ACCOUNTS.manager.email,
      password: ACCOUNTS.manager.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.tokenType).toBe('bearer');
    expect(typeof res.body.accessToken).toBe('string');
    expectRestUser(res.body.user, ACCOUNTS.manager);
    const me = await rest(gateway, 'GET', '/api/common/user', undefined, { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(ACCOUNTS.manager.email);
  });

  it('answers 404 false for a wrong password or unknown e-mail', async () => {
    const wrong = await rest(gateway, 'POST', '/api/auth/unlock-session', {
      email: ACCOUNTS.manager.email,
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toBe(false);
    const unknown = await rest(gateway, 'POST', '/api/auth/unlock-session', {
      email: 'ghost@farmmaint.app',
      password: 'nope-nope',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe(false);
  });

  it('answers 400 {message} for a missing body', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/unlock-session', {});
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
  });
});

describe('POST /api/auth/sign-up', () => {
  it('creates an account (200 true) that can sign in, with no farm and no secrets', async () => {
    const email = `new.farmer.${Date.now()}@example.com`;
    const res = await rest(gateway, 'POST', '/api/auth/sign-up', {
      name: 'New Farmer',
      email,
      password: 'Seeds#2026',
      company: 'Acme Agri',
    });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    const signedIn = await rest(gateway, 'POST', '/api/auth/sign-in', { email, password: 'Seeds#2026' });
    expect(signedIn.status).toBe(200);
    expectRestUser(signedIn.body.user, { email, password: 'Seeds#2026' });
    expect(signedIn.body.user.name).toBe('New Farmer');
    expect(signedIn.body.user.farms).toEqual([]);
    expect(signedIn.body.user.permissions).not.toContain('admin.all.access');
    expect(signedIn.body.user.roles).not.toContain('admin');
    const farms = await rest(gateway, 'GET', '/api/farms', undefined, { token: signedIn.body.accessToken });
    expect(farms.status).toBe(200);
    expect(farms.body).toEqual([]);
  });

  it('accepts a sign-up without company', async () => {
    const account = await signUpFresh(gateway, 'nocompany');
    const signedIn = await rest(gateway, 'POST', '/api/auth/sign-in', account);
    expect(signedIn.status).toBe(200);
  });

  it('answers 409 {message} for a taken e-mail and keeps the old password', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-up', {
      name: 'Impostor',
      email: ACCOUNTS.tech.email,
      password: 'Takeover#1',
    });
    expect(res.status).toBe(409);
    expect(typeof res.body?.message).toBe('string');
    const old = await rest(gateway, 'POST', '/api/auth/sign-in', ACCOUNTS.tech);
    expect(old.status).toBe(200);
    expect(old.body.user.name).toBe(ACCOUNTS.tech.name);
    const takeover = await rest(gateway, 'POST', '/api/auth/sign-in', {
      email: ACCOUNTS.tech.email,
      password: 'Takeover#1',
    });
    expect(takeover.status).toBe(404);
  });

  it.each([
    ['a 7-character password', { name: 'Short', email: 'short.pw@example.com', password: 'Abc#123' }],
    ['an invalid e-mail', { name: 'Bad Mail', email: 'not-an-email', password: 'Password#1' }],
    ['no name', { email: 'noname@example.com', password: 'Password#1' }],
    ['no password', { name: 'No Pw', email: 'nopw@example.com' }],
    ['no e-mail', { name: 'No Mail', password: 'Password#1' }],
    ['an empty body', {}],
  ])('answers 400 {message} for %s and creates nothing', async (_label, body) => {
    const res = await rest(gateway, 'POST', '/api/auth/sign-up', body);
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
    const email = (body as { email?: string }).email;
    if (email) {
      const attempt = await rest(gateway, 'POST', '/api/auth/sign-in', {
        email,
        password: (body as { password?: string }).password ?? 'Password#1',
      });
      expect(attempt.status).toBe(404);
    }
  });
});

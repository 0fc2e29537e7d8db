// forgot-password writes a single-use reset link to the outbox; reset-password consumes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, signUpFresh } from './support/fixtures.js';
import { outboxOf, rest, startTestGateway, type OutboxMail, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

const outbox = (email: string) => outboxOf(gateway, email);

function tokenIn(mail: OutboxMail): string {
  const match = /\/reset-password\?token=([^\s"'<>&]+)/.exec(mail.body);
  expect(match, `reset link in: ${mail.body}`).not.toBeNull();
  return decodeURIComponent(match![1]);
}

async function requestResetToken(email: string): Promise<string> {
  const res = await rest(gateway, 'POST', '/api/auth/forgot-password', { email });
  expect(res.status).toBe(200);
  expect(res.body).toBe(true);
  const mails = await outbox(email);
  expect(mails.length).toBeGreaterThan(0);
  return tokenIn(mails[0]);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 200 true for an existing user and writes one reset mail to the outbox', async () => {
    const before = await outbox(ACCOUNTS.manager.email);
    const res = await rest(gateway, 'POST', '/api/auth/forgot-password', { email: ACCOUNTS.manager.email });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    const after = await outbox(ACCOUNTS.manager.email);
    expect(after).toHaveLength(before.length + 1);
    const mail = after[0];
    expect(mail.toEmail).toBe(ACCOUNTS.manager.email);
    expect(typeof mail.subject).toBe('string');
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(Number.isNaN(mail.createdAt.getTime())).toBe(false);
    expect(tokenIn(mail).length).toBeGreaterThanOrEqual(16);
    // The password is unchanged by merely asking.
    expect((await rest(gateway, 'POST', '/api/auth/sign-in', ACCOUNTS.manager)).status).toBe(200);
  });

  it('lists the outbox newest first and gives a new token on each request', async () => {
    const first = await requestResetToken(ACCOUNTS.nofarm.email);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await requestResetToken(ACCOUNTS.nofarm.email);
    expect(second).not.toBe(first);
    const mails = await outbox(ACCOUNTS.nofarm.email);
    const times = mails.map((mail) => mail.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(tokenIn(mails[0])).toBe(second);
  });

  it('answers 200 true for an unknown e-mail and writes nothing', async () => {
    const email = 'nobody.here@example.com';
    const res = await rest(gateway, 'POST', '/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await outbox(email)).toEqual([]);
  });

  it('answers 400 {message} without an e-mail', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/forgot-password', {});
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password (200 true): old stops working, new works; the token is single-use', async () => {
    const account = await signUpFresh(gateway, 'reset');
    const token = await requestResetToken(account.email);
    const res = await rest(gateway, 'POST', '/api/auth/reset-password', { token, password: 'Brand-new#2026' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);

    const old = await rest(gateway, 'POST', '/api/auth/sign-in', account);
    expect(old.status).toBe(404);
    expect(old.body).toBe(false);
    const fresh = await rest(gateway, 'POST', '/api/auth/sign-in', {
      email: account.email,
      password: 'Brand-new#2026',
    });
    expect(fresh.status).toBe(200);

    const again = await rest(gateway, 'POST', '/api/auth/reset-password', { token, password: 'Third-one#2026' });
    expect(again.status).toBe(400);
    expect(typeof again.body?.message).toBe('string');
    const third = await rest(gateway, 'POST', '/api/auth/sign-in', {
      email: account.email,
      password: 'Third-one#2026',
    });
    expect(third.status).toBe(404);
    expect(
      (await rest(gateway, 'POST', '/api/auth/sign-in', { email: account.email, password: 'Brand-new#2026' })).status,
    ).toBe(200);
  });

  it('answers 400 {message} for an unknown token', async () => {
    const res = await rest(gateway, 'POST', '/api/auth/reset-password', {
      token: 'not-a-real-token-0123456789abcdef',
      password: 'Whatever#2026',
    });
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
  });

  it('answers 400 for a too short password and leaves the token usable', async () => {
    const account = await signUpFresh(gateway, 'shortreset');
    const token = await requestResetToken(account.email);
    const short = await rest(gateway, 'POST', '/api/auth/reset-password', { token, password: 'Ab#1' });
    expect(short.status).toBe(400);
    expect(typeof short.body?.message).toBe('string');
    expect((await rest(gateway, 'POST', '/api/auth/sign-in', account)).status).toBe(200);
    const ok = await rest(gateway, 'POST', '/api/auth/reset-password', { token, password: 'Long-enough#1' });
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(true);
  });

  it('answers 400 {message} for a missing token or body', async () => {
    const noToken = await rest(gateway, 'POST', '/api/auth/reset-password', { password: 'Whatever#2026' });
    expect(noToken.status).toBe(400);
    expect(typeof noToken.body?.message).toBe('string');
    const empty = await rest(gateway, 'POST', '/api/auth/reset-password', {});
    expect(empty.status).toBe(400);
  });

  it('a token only resets its own account', async () => {
    const first = await signUpFresh(gateway, 'owner');
    const second = await signUpFresh(gateway, 'bystander');
    const token = await requestResetToken(first.email);
    expect(
      (await rest(gateway, 'POST', '/api/auth/reset-password', { token, password: 'Owner-new#2026' })).status,
    ).toBe(200);
    expect((await rest(gateway, 'POST', '/api/auth/sign-in', second)).status).toBe(200);
    expect(
      (await rest(gateway, 'POST', '/api/auth/sign-in', { email: second.email, password: 'Owner-new#2026' })).status,
    ).toBe(404);
  });
});

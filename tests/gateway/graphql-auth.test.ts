// The GraphQL auth mutations: signIn, unlockSession, signUp, forgotPassword, resetPassword
// (signInWithToken is covered with the token forgeries in tokens.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_KEYS, ACCOUNTS, expectNoSecrets, signIn, sorted } from './support/fixtures.js';
import { errorCode, gql, gqlRaw, outboxOf, startTestGateway, type TestGateway } from './support/gateway.js';
import {
  ForgotPasswordMutation,
  MeQuery,
  ResetPasswordMutation,
  SignInMutation,
  SignUpMutation,
  UnlockSessionMutation,
} from './support/operations.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

describe('signIn', () => {
  it.each(ACCOUNT_KEYS)('signs %s in with a bearer token and the user (no secrets)', async (key) => {
    const account = ACCOUNTS[key];
    const res = await gql(gateway, SignInMutation, { email: account.email, password: account.password });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const payload = res.body.data!.signIn;
    expect(payload.tokenType).toBe('bearer');
    expect(payload.user.id).toBe(account.id);
    expect(payload.user.email).toBe(account.email);
    expect(payload.user.status).toMatch(/^(ONLINE|AWAY|BUSY|NOT_VISIBLE)$/);
    expect(sorted(payload.user.farms.map((farm) => farm.id))).toEqual(sorted(account.farmIds));
    expectNoSecrets(res.body, account.password);
    const me = await gql(gateway, MeQuery, {}, { token: payload.accessToken });
    expect(me.body.data?.me.id).toBe(account.id);
  });

  it('answers UNAUTHENTICATED for a wrong password', async () => {
    const res = await gql(gateway, SignInMutation, { email: ACCOUNTS.tech.email, password: 'Wrong#2026' });
    expect(errorCode(res.body)).toBe('UNAUTHENTICATED');
    expect(res.body.data?.signIn ?? null).toBeNull();
  });

  it('answers UNAUTHENTICATED for an unknown e-mail', async () => {
    const res = await gql(gateway, SignInMutation, { email: 'nobody@farmmaint.app', password: 'Tech#2026' });
    expect(errorCode(res.body)).toBe('UNAUTHENTICATED');
  });

  it('answers BAD_USER_INPUT when a required variable is missing', async () => {
    const res = await gqlRaw(
      gateway,
      'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }',
      {
        email: ACCOUNTS.tech.email,
      },
    );
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
  });

  it('User has no password field at all', async () => {
    const { token } = await signIn(gateway, ACCOUNTS.tech);
    const res = await gqlRaw(gateway, '{ me { id password } }', undefined, { token });
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.data ?? null).toBeNull();
  });
});

describe('unlockSession', () => {
  it('behaves like signIn for the right password', async () => {
    const res = await gql(gateway, UnlockSessionMutation, {
      email: ACCOUNTS.admin.email,
      password: ACCOUNTS.admin.password,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.unlockSession.tokenType).toBe('bearer');
    expect(res.body.data!.unlockSession.user.email).toBe(ACCOUNTS.admin.email);
    const me = await gql(gateway, MeQuery, {}, { token: res.body.data!.unlockSession.accessToken });
    expect(me.body.data?.me.email).toBe(ACCOUNTS.admin.email);
  });

  it('answers UNAUTHENTICATED for a wrong password', async () => {
    const res = await gql(gateway, UnlockSessionMutation, {
      email: ACCOUNTS.admin.email,
      password: ACCOUNTS.manager.password,
    });
    expect(errorCode(res.body)).toBe('UNAUTHENTICATED');
  });
});

describe('signUp', () => {
  it('creates an account that can sign in (no farm, role viewer)', async () => {
    const email = `gql.signup.${Date.now()}@example.com`;
    const res = await gql(gateway, SignUpMutation, {
      input: { name: 'Graph Farmer', email, password: 'Graph#2026', company: 'Co' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.signUp).toBe(true);
    const signedIn = await gql(gateway, SignInMutation, { email, password: 'Graph#2026' });
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data!.signIn.user.farms).toEqual([]);
    // Roles belong to farm memberships: a new account has none until a manager adds it to a farm.
    expect(signedIn.body.data!.signIn.user.roles).toEqual([]);
    expect(signedIn.body.data!.signIn.user.name).toBe('Graph Farmer');
  });

  it('answers CONFLICT for a taken e-mail', async () => {
    const res = await gql(gateway, SignUpMutation, {
      input: { name: 'Dup', email: ACCOUNTS.manager.email, password: 'Dup#20266' },
    });
    expect(errorCode(res.body)).toBe('CONFLICT');
    const old = await gql(gateway, SignInMutation, {
      email: ACCOUNTS.manager.email,
      password: ACCOUNTS.manager.password,
    });
    expect(old.body.data?.signIn.user.name).toBe(ACCOUNTS.manager.name);
  });

  it('answers BAD_USER_INPUT for a short password and creates nothing', async () => {
    const email = `gql.short.${Date.now()}@example.com`;
    const res = await gql(gateway, SignUpMutation, { input: { name: 'Short', email, password: 'Ab#1234' } });
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
    const attempt = await gql(gateway, SignInMutation, { email, password: 'Ab#1234' });
    expect(errorCode(attempt.body)).toBe('UNAUTHENTICATED');
  });

  it('answers BAD_USER_INPUT for an invalid e-mail', async () => {
    const res = await gql(gateway, SignUpMutation, {
      input: { name: 'Bad', email: 'not-an-email', password: 'Password#1' },
    });
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
  });

  it('answers BAD_USER_INPUT for an empty name', async () => {
    const email = `gql.noname.${Date.now()}@example.com`;
    const res = await gql(gateway, SignUpMutation, { input: { name: '', email, password: 'Password#1' } });
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
  });
});

describe('forgotPassword and resetPassword', () => {
  async function latestToken(email: string): Promise<string> {
    const mails = await outboxOf(gateway, email);
    const match = /\/reset-password\?token=([^\s"'<>&]+)/.exec(mails[0]?.body ?? '');
    expect(match).not.toBeNull();
    return decodeURIComponent(match![1]);
  }

  it('forgotPassword is true for known and unknown e-mails', async () => {
    const known = await gql(gateway, ForgotPasswordMutation, { email: ACCOUNTS.nofarm.email });
    expect(known.body.errors).toBeUndefined();
    expect(known.body.data?.forgotPassword).toBe(true);
    const unknown = await gql(gateway, ForgotPasswordMutation, { email: 'unknown.person@example.com' });
    expect(unknown.body.errors).toBeUndefined();
    expect(unknown.body.data?.forgotPassword).toBe(true);
  });

  it('resetPassword sets the new password once; reuse and unknown tokens are BAD_USER_INPUT', async () => {
    const email = `gql.reset.${Date.now()}@example.com`;
    await gql(gateway, SignUpMutation, { input: { name: 'Resetter', email, password: 'Before#2026' } });
    await gql(gateway, ForgotPasswordMutation, { email });
    const token = await latestToken(email);

    const reset = await gql(gateway, ResetPasswordMutation, { input: { token, password: 'After#20266' } });
    expect(reset.body.errors).toBeUndefined();
    expect(reset.body.data?.resetPassword).toBe(true);
    expect(errorCode((await gql(gateway, SignInMutation, { email, password: 'Before#2026' })).body)).toBe(
      'UNAUTHENTICATED',
    );
    expect((await gql(gateway, SignInMutation, { email, password: 'After#20266' })).body.data?.signIn.user.email).toBe(
      email,
    );

    const reuse = await gql(gateway, ResetPasswordMutation, { input: { token, password: 'Again#20266' } });
    expect(errorCode(reuse.body)).toBe('BAD_USER_INPUT');
    const unknown = await gql(gateway, ResetPasswordMutation, {
      input: { token: 'no-such-token-0000000000', password: 'Again#20266' },
    });
    expect(errorCode(unknown.body)).toBe('BAD_USER_INPUT');
  });

  it('resetPassword with a short password is BAD_USER_INPUT', async () => {
    await gql(gateway, ForgotPasswordMutation, { email: ACCOUNTS.tech.email });
    const token = await latestToken(ACCOUNTS.tech.email);
    const res = await gql(gateway, ResetPasswordMutation, { input: { token, password: 'x' } });
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
    expect(
      (await gql(gateway, SignInMutation, { email: ACCOUNTS.tech.email, password: ACCOUNTS.tech.password })).body.data
        ?.signIn,
    ).toBeTruthy();
  });
});

// The invitation life cycle: a manager invites an address (the link goes to the outbox, only
// the token's hash is kept); a new person accepts with a name and a password and works on the
// farm at once; an existing account accepts signed in; expired, reused, withdrawn, replaced,
// unknown and other-farm links are refused with words that say why, and change nothing.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { farmInvitations } from '../../gateway/src/db/schema.js';
import { ACCOUNTS } from './support/fixtures.js';
import { gql, rest } from './support/gateway.js';
import { FRM1, FRM3, expectData, expectError, maintenanceSuite } from './support/maintenance.js';
import {
  AcceptInvitationMutation,
  FarmInvitationsQuery,
  InvitationQuery,
  InviteMutation,
  RevokeInvitationMutation,
  freshEmail,
  invite,
  memberOf,
} from './support/members.js';
import { MeQuery } from './support/operations.js';
import { EquipmentListQuery } from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

const accept = (input: { token: string; farmId: string; name?: string; password?: string }, token?: string) =>
  gql(gateway, AcceptInvitationMutation, { input }, { token });
const preview = async (token: string) =>
  expectData(await gql(gateway, InvitationQuery, { token }), 'invitation').invitation;
const errorMessage = (body: { errors?: readonly { message: string }[] } | undefined) =>
  body?.errors?.[0]?.message ?? '';

describe('inviting', () => {
  it('mails a single-use link to the outbox and keeps only the hash of its token', async () => {
    const email = freshEmail();
    const { invitation, farmId, token, mail } = await invite(gateway, tokens.manager, FRM1, email, 'TECHNICIAN');
    expect(invitation).toMatchObject({ farmId: FRM1, email, role: 'TECHNICIAN', status: 'PENDING' });
    expect(invitation.invitedByName).toBe(ACCOUNTS.manager.name);
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    expect(farmId).toBe(FRM1);
    expect(mail.subject).toContain('Green Valley Farm');

    const [row] = await gateway.database.db.select().from(farmInvitations).where(eq(farmInvitations.id, invitation.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = expectData(
      await gql(gateway, FarmInvitationsQuery, { farmId: FRM1, status: ['PENDING'] }, { token: tokens.manager }),
    );
    expect(listed.farmInvitations.edges.map((edge) => edge.node.email)).toContain(email);
  });

  it('shows the accept page what the link offers, without signing in (GraphQL and REST)', async () => {
    const email = freshEmail();
    const { token } = await invite(gateway, tokens.manager, FRM1, email, 'VIEWER');
    expect(await preview(token)).toMatchObject({
      farmId: FRM1,
      farmName: 'Green Valley Farm',
      email,
      role: 'VIEWER',
      status: 'PENDING',
      invitedByName: ACCOUNTS.manager.name,
      accountExists: false,
    });
    const res = await rest(gateway, 'GET', `/api/invitations/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ farmId: FRM1, email, role: 'VIEWER', status: 'PENDING', accountExists: false });
  });

  it('refuses to invite a member of the farm', async () => {
    const res = await gql(
      gateway,
      InviteMutation,
      { input: { farmId: FRM1, email: ACCOUNTS.tech.email, role: 'VIEWER' } },
      { token: tokens.manager },
    );
    expectError(res, 'BAD_USER_INPUT');
    expect(errorMessage(res.body)).toContain('already a member');
  });
});

describe('accepting', () => {
  it('gives a new person an account, a session and the farm at once (REST)', async () => {
    const email = freshEmail('newcomer');
    const { token, farmId } = await invite(gateway, tokens.manager, FRM1, email, 'TECHNICIAN');
    const res = await rest(gateway, 'POST', `/api/invitations/${token}/accept`, {
      farmId,
      name: 'New Comer',
      password: 'Newcomer#2026',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tokenType).toBe('bearer');
    expect(res.body.user).toMatchObject({ email, name: 'New Comer', farms: [{ id: FRM1 }], roles: ['technician'] });
    expect(JSON.stringify(res.body)).not.toContain('Newcomer#2026');

    const session = res.body.accessToken as string;
    const machines = await gql(gateway, EquipmentListQuery, { farmId: FRM1, first: 1 }, { token: session });
    expect(expectData(machines).equipmentList.edges.length).toBe(1);
    // The password chosen on the page signs in; the member list shows the sign-in.
    const signIn = await rest(gateway, 'POST', '/api/auth/sign-in', { email, password: 'Newcomer#2026' });
    expect(signIn.status).toBe(200);
    const member = await memberOf(gateway, tokens.admin, FRM1, res.body.user.id);
    expect(member).toMatchObject({ role: 'TECHNICIAN', status: 'ACTIVE', email });
    expect(member!.lastSignInAt).toBeTruthy();
    expect((await preview(token)).status).toBe('ACCEPTED');
  });

  it('lets an existing account join signed in, and only that account', async () => {
    const nofarm = ACCOUNTS.nofarm;
    const { token, farmId } = await invite(gateway, tokens.manager, FRM1, nofarm.email, 'VIEWER');
    expect((await preview(token)).accountExists).toBe(true);

    const anonymous = await accept({ token, farmId, name: 'Someone', password: 'Taken#2026!' });
    expectError(anonymous, 'CONFLICT');
    expect(errorMessage(anonymous.body)).toContain('sign in');
    const otherAccount = await accept({ token, farmId }, tokens.tech);
    expectError(otherAccount, 'FORBIDDEN');
    expect(errorMessage(otherAccount.body)).toContain('another e-mail');
    expect((await preview(token)).status).toBe('PENDING');

    const joined = expectData(await accept({ token, farmId }, tokens.nofarm)).acceptInvitation;
    expect(joined.user.farms.map((farm) => farm.id)).toEqual([FRM1]);
    // The token the person already had now opens the farm too.
    const me = expectData(await gql(gateway, MeQuery, {}, { token: tokens.nofarm, farmId: FRM1 })).me;
    expect(me.roles).toEqual(['viewer']);
  });
});

describe('refused links', () => {
  it('a used link cannot be used again', async () => {
    const email = freshEmail('twice');
    const { token, farmId } = await invite(gateway, tokens.manager, FRM1, email, 'VIEWER');
    expectData(await accept({ token, farmId, name: 'Once', password: 'Once#2026!' }));
    const again = await accept({ token, farmId, name: 'Twice', password: 'Twice#2026!' });
    expectError(again, 'BAD_USER_INPUT');
    expect(errorMessage(again.body)).toContain('already been used');
  });

  it('an expired link is refused, and its page says EXPIRED', async () => {
    const email = freshEmail('late');
    const { invitation, token, farmId } = await invite(gateway, tokens.manager, FRM1, email, 'VIEWER');
    await gateway.database.db
      .update(farmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(farmInvitations.id, invitation.id));
    const res = await accept({ token, farmId, name: 'Late', password: 'Late#2026!!' });
    expectError(res, 'BAD_USER_INPUT');
    expect(errorMessage(res.body)).toContain('expired');
    expect((await preview(token)).status).toBe('EXPIRED');
    const rest400 = await rest(gateway, 'POST', `/api/invitations/${token}/accept`, {
      farmId,
      name: 'L',
      password: 'Late#2026!!',
    });
    expect(rest400.status).toBe(400);
    expect(rest400.body.message).toContain('expired');
  });

  it('a withdrawn link, and one replaced by a newer invitation, are refused', async () => {
    const email = freshEmail('withdrawn');
    const first = await invite(gateway, tokens.manager, FRM1, email, 'VIEWER');
    const second = await invite(gateway, tokens.manager, FRM1, email, 'TECHNICIAN');
    const replaced = await accept({ token: first.token, farmId: FRM1, name: 'W', password: 'Withdrawn#1' });
    expectError(replaced, 'BAD_USER_INPUT');
    expect(errorMessage(replaced.body)).toContain('withdrawn');

    const revoked = expectData(
      await gql(
        gateway,
        RevokeInvitationMutation,
        { farmId: FRM1, id: second.invitation.id },
        { token: tokens.manager },
      ),
    ).revokeFarmInvitation;
    expect(revoked.status).toBe('REVOKED');
    expectError(
      await accept({ token: second.token, farmId: FRM1, name: 'W', password: 'Withdrawn#1' }),
      'BAD_USER_INPUT',
    );
    expect((await preview(second.token)).status).toBe('REVOKED');
  });

  it("a link used with another farm's id is refused and stays open", async () => {
    const email = freshEmail('otherfarm');
    const { token } = await invite(gateway, tokens.manager, FRM1, email, 'VIEWER');
    const res = await accept({ token, farmId: FRM3, name: 'Other', password: 'Other#2026!' });
    expectError(res, 'BAD_USER_INPUT');
    expect(errorMessage(res.body)).toContain('another farm');
    expect((await preview(token)).status).toBe('PENDING');
  });

  it('an unknown or malformed token is NOT_FOUND', async () => {
    expectError(await gql(gateway, InvitationQuery, { token: 'A'.repeat(43) }), 'NOT_FOUND');
    expectError(await gql(gateway, InvitationQuery, { token: 'not a token' }), 'NOT_FOUND');
    expectError(
      await accept({ token: 'B'.repeat(43), farmId: FRM1, name: 'X', password: 'Unknown#2026' }),
      'NOT_FOUND',
    );
    expect((await rest(gateway, 'GET', `/api/invitations/${'C'.repeat(43)}`)).status).toBe(404);
  });

  it('a new person must give a name and a password of 8 characters or more', async () => {
    const email = freshEmail('short');
    const { token, farmId } = await invite(gateway, tokens.manager, FRM1, email, 'VIEWER');
    expectError(await accept({ token, farmId }), 'BAD_USER_INPUT');
    expectError(await accept({ token, farmId, name: 'Short', password: 'short' }), 'BAD_USER_INPUT');
    expectError(await accept({ token, farmId, name: ' ', password: 'Long-enough#1' }), 'BAD_USER_INPUT');
    expect((await preview(token)).status).toBe('PENDING');
  });

  it('the role comes from the invitation, whatever the accept body says', async () => {
    const email = freshEmail('role');
    const { token, farmId } = await invite(gateway, tokens.manager, FRM1, email, 'VIEWER');
    const res = await rest(gateway, 'POST', `/api/invitations/${token}/accept`, {
      farmId,
      name: 'Role Seeker',
      password: 'RoleSeeker#1',
      role: 'manager',
      roles: ['admin'],
      permissions: ['admin.all.access'],
    });
    expect(res.status).toBe(200);
    expect(res.body.user.roles).toEqual(['viewer']);
    expect(res.body.user.permissions).not.toContain('admin.all.access');
  });
});

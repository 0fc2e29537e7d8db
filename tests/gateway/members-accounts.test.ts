// What admins do to accounts and farms, and what a person does to their own: deactivating an
// account (its token is refused on the next request, it cannot sign in) and reactivating it,
// granting and revoking admin, creating a farm and inviting its first manager, the account
// trail, and changing one's own password with the current one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountAuditLog, auditLog } from '../../gateway/src/db/schema.js';
import { ACCOUNTS, signUpFresh } from './support/fixtures.js';
import { gql, rest } from './support/gateway.js';
import { FRM1, MACCOUNTS, expectData, expectError, maintenanceSuite } from './support/maintenance.js';
import {
  AcceptInvitationMutation,
  ChangePasswordMutation,
  CreateFarmMutation,
  SetAccountActiveMutation,
  SetUserAdminMutation,
  UserAccountsQuery,
  freshEmail,
  invite,
  listMembers,
  memberOf,
} from './support/members.js';
import { FarmsQuery, MeQuery, SignInMutation, SignInWithTokenMutation } from './support/operations.js';
import { IDS, WorkOrderAssigneesQuery } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

const trailOf = (userId: string) =>
  gateway.database.db.select().from(accountAuditLog).where(eq(accountAuditLog.userId, userId));

describe('a deactivated account', () => {
  const viewer = MACCOUNTS.viewer;

  it('has its existing token refused on the next request and cannot sign in, until reactivated', async () => {
    const me = expectData(await gql(gateway, MeQuery, {}, { token: tokens.viewer })).me;
    const off = await gql(gateway, SetAccountActiveMutation, { userId: me.id, active: false }, { token: tokens.admin });
    expect(expectData(off).setAccountActive.deactivated).toBe(true);

    const graph = await gql(gateway, MeQuery, {}, { token: tokens.viewer });
    expect(graph.status).toBe(401);
    expectError(graph, 'UNAUTHENTICATED');
    const restUser = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens.viewer });
    expect(restUser.status).toBe(401);
    expectError(await gql(gateway, SignInWithTokenMutation, { accessToken: tokens.viewer }), 'UNAUTHENTICATED');

    const signIn = await rest(gateway, 'POST', '/api/auth/sign-in', { email: viewer.email, password: viewer.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toContain('deactivated');
    expectError(await gql(gateway, SignInMutation, { email: viewer.email, password: viewer.password }), 'FORBIDDEN');
    // A wrong password is told as before: the answer does not say the account is off.
    const wrong = await rest(gateway, 'POST', '/api/auth/sign-in', { email: viewer.email, password: 'wrong-password' });
    expect(wrong.status).toBe(404);

    const member = (await listMembers(gateway, tokens.admin, { farmId: MACCOUNTS.viewer.farmIds[0] })).edges.find(
      ({ node }) => node.userId === me.id,
    );
    expect(member?.node.accountDeactivated).toBe(true);

    expectData(await gql(gateway, SetAccountActiveMutation, { userId: me.id, active: true }, { token: tokens.admin }));
    const again = await rest(gateway, 'POST', '/api/auth/sign-in', { email: viewer.email, password: viewer.password });
    expect(again.status).toBe(200);
    expect((await trailOf(me.id)).map((entry) => entry.action)).toEqual(['DEACTIVATE', 'REACTIVATE']);
  });

  it('is not offered as an assignee while it is off', async () => {
    const offered = async () =>
      expectData(
        await gql(gateway, WorkOrderAssigneesQuery, { farmId: FRM1 }, { token: tokens.manager }),
      ).workOrderAssignees.map((person) => person.id);
    const active = (userId: string, on: boolean) =>
      gql(gateway, SetAccountActiveMutation, { userId, active: on }, { token: tokens.admin });
    expect(await offered()).toContain(IDS.tech);
    expectData(await active(IDS.tech, false));
    expect(await offered()).not.toContain(IDS.tech);
    expectData(await active(IDS.tech, true));
    expect(await offered()).toContain(IDS.tech);
  });
});

describe('admin', () => {
  it('is granted and revoked by an admin, and the account has every farm only in between', async () => {
    const nofarm = ACCOUNTS.nofarm;
    const farmsOf = async () => expectData(await gql(gateway, FarmsQuery, {}, { token: tokens.nofarm })).farms.length;
    expect(await farmsOf()).toBe(0);
    const grant = await gql(gateway, SetUserAdminMutation, { userId: nofarm.id, admin: true }, { token: tokens.admin });
    expect(expectData(grant).setUserAdmin.admin).toBe(true);
    expect(await farmsOf()).toBe(ACCOUNTS.admin.accessibleFarmIds.length);
    const admins = expectData(
      await gql(gateway, UserAccountsQuery, { filter: { admin: true } }, { token: tokens.admin }),
    );
    expect(admins.userAccounts.edges.map(({ node }) => node.email)).toContain(nofarm.email);

    expectData(await gql(gateway, SetUserAdminMutation, { userId: nofarm.id, admin: false }, { token: tokens.admin }));
    expect(await farmsOf()).toBe(0);
    const trail = await trailOf(nofarm.id);
    expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['ADMIN_GRANT', ACCOUNTS.admin.id],
      ['ADMIN_REVOKE', ACCOUNTS.admin.id],
    ]);
  });

  it('creates a farm, whose first manager is invited and then runs it', async () => {
    const input = { name: 'Oasis Palms', reference: 'FRM-OASIS', location: 'Palm grove', city: 'Errachidia' };
    const farm = expectData(await gql(gateway, CreateFarmMutation, { input }, { token: tokens.admin })).createFarm;
    expect(farm).toMatchObject({
      name: 'Oasis Palms',
      reference: 'FRM-OASIS',
      location: 'Palm grove',
      city: { name: 'Errachidia' },
    });
    const [created] = await gateway.database.db.select().from(auditLog).where(eq(auditLog.farmId, farm.id));
    expect(created).toMatchObject({ action: 'CREATE', actorId: ACCOUNTS.admin.id });
    expectError(await gql(gateway, CreateFarmMutation, { input }, { token: tokens.admin }), 'CONFLICT');

    const email = freshEmail('oasis');
    const { token } = await invite(gateway, tokens.admin, farm.id, email, 'MANAGER');
    const accepted = await gql(gateway, AcceptInvitationMutation, {
      input: { token, farmId: farm.id, name: 'Oasis Manager', password: 'Oasis#2026!' },
    });
    const session = expectData(accepted).acceptInvitation.accessToken;
    const members = await listMembers(gateway, session, { farmId: farm.id });
    expect(members.edges.map(({ node }) => [node.email, node.role])).toEqual([[email, 'MANAGER']]);
    expect((await memberOf(gateway, tokens.admin, farm.id, members.edges[0].node.userId))?.lastSignInAt).toBeTruthy();
  });
});

describe('one’s own password', () => {
  it('changes with the current one only; the old one stops working', async () => {
    const account = await signUpFresh(gateway, 'password');
    const session = (await rest(gateway, 'POST', '/api/auth/sign-in', account)).body.accessToken as string;
    const change = (currentPassword: string, newPassword: string) =>
      gql(gateway, ChangePasswordMutation, { input: { currentPassword, newPassword } }, { token: session });

    expectError(await change('not-the-password', 'Another#2026'), 'BAD_USER_INPUT');
    expectError(await change(account.password, 'short'), 'BAD_USER_INPUT');
    expect((await rest(gateway, 'POST', '/api/auth/sign-in', account)).status).toBe(200);

    expect(expectData(await change(account.password, 'Another#2026')).changePassword).toBe(true);
    expect((await rest(gateway, 'POST', '/api/auth/sign-in', account)).status).toBe(404);
    const renewed = await rest(gateway, 'POST', '/api/auth/sign-in', { ...account, password: 'Another#2026' });
    expect(renewed.status).toBe(200);
    expect((await trailOf(renewed.body.user.id)).map((entry) => entry.action)).toEqual(['PASSWORD_CHANGE']);
  });
});

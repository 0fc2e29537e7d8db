// A farm's people as its manager runs them: the member list (paged by name, filtered), a
// member's role, deactivating and reactivating a membership, and the rule that a farm keeps
// an active manager. Each change reaches the person on their very next request.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, workOrderAssignees } from '../../gateway/src/db/schema.js';
import { ACCOUNTS } from './support/fixtures.js';
import { gql } from './support/gateway.js';
import { FRM1, FRM3, expectData, expectError, maintenanceSuite } from './support/maintenance.js';
import {
  ATLAS,
  COASTAL,
  FRM4,
  DeactivateMemberMutation,
  InviteMutation,
  ReactivateMemberMutation,
  SetAccountActiveMutation,
  SetRoleMutation,
  listMembers,
  memberOf,
  tokenOf,
} from './support/members.js';
import { MeQuery } from './support/operations.js';
import { EquipmentListQuery } from './support/maintenance-operations.js';

const { gateway, tokens } = maintenanceSuite();

const messageOf = (body: { errors?: readonly { message: string }[] } | undefined) => body?.errors?.[0]?.message ?? '';
const machinesOn = async (farmId: string, token: string) =>
  gql(gateway, EquipmentListQuery, { farmId, first: 1 }, { token });

describe('the member list', () => {
  it("shows a manager their farm's people: role, status, last sign-in, rate", async () => {
    const list = await listMembers(gateway, tokens.manager, { farmId: FRM1 });
    const byEmail = new Map(list.edges.map(({ node }) => [node.email, node]));
    expect(byEmail.get(ACCOUNTS.manager.email)).toMatchObject({
      id: `${FRM1}:${ACCOUNTS.manager.id}`,
      userId: ACCOUNTS.manager.id,
      role: 'MANAGER',
      status: 'ACTIVE',
      admin: false,
      accountDeactivated: false,
      deactivatedAt: null,
    });
    expect(byEmail.get(ACCOUNTS.tech.email)?.role).toBe('TECHNICIAN');
    // Every account of the suite signed in when it started.
    expect(byEmail.get(ACCOUNTS.tech.email)?.lastSignInAt).toBeTruthy();
    const rate = byEmail.get(ACCOUNTS.tech.email)!.labourRate;
    expect(rate.effectiveRate).toBe(rate.hourlyRate ?? rate.effectiveRate);
    expect(list.totalCount).toBe(list.edges.length);
  });

  it('pages by name with cursors, and filters by text, role and status', async () => {
    const all = (await listMembers(gateway, tokens.admin, { farmId: FRM3 })).edges.map(({ node }) => node.name);
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : 1)));
    const names: string[] = [];
    let after: string | null | undefined;
    do {
      const page = await listMembers(gateway, tokens.admin, { farmId: FRM3, first: 1, after });
      expect(page.edges.length).toBe(1);
      names.push(page.edges[0].node.name);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(names).toEqual(all);

    const techs = await listMembers(gateway, tokens.admin, { farmId: FRM3, filter: { role: ['TECHNICIAN'] } });
    expect(techs.edges.map(({ node }) => node.email).sort()).toEqual([ATLAS.tech.email, ATLAS.tech2.email].sort());
    const text = await listMembers(gateway, tokens.admin, { farmId: FRM3, filter: { text: 'TECH2.atlas' } });
    expect(text.edges.map(({ node }) => node.email)).toEqual([ATLAS.tech2.email]);
    const deactivated = await listMembers(gateway, tokens.admin, { farmId: FRM3, filter: { status: ['DEACTIVATED'] } });
    expect(deactivated.totalCount).toBe(0);
  });
});

describe("a member's role", () => {
  it("changes on the person's next request, and the farm's trail records it", async () => {
    const vars = { farmId: FRM1, userId: ACCOUNTS.tech.id };
    const changed = expectData(
      await gql(gateway, SetRoleMutation, { ...vars, role: 'VIEWER' }, { token: tokens.manager }),
    );
    expect(changed.setFarmMemberRole).toMatchObject({ role: 'VIEWER', status: 'ACTIVE' });
    const me = expectData(await gql(gateway, MeQuery, {}, { token: tokens.tech, farmId: FRM1 })).me;
    expect(me.roles).toEqual(['viewer']);
    expect(me.permissions).not.toContain('workorders.write');

    const [entry] = await gateway.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.farmId, FRM1), eq(auditLog.action, 'MEMBER_ROLE')));
    expect(entry.actorId).toBe(ACCOUNTS.manager.id);
    expect(entry.changes).toMatchObject({
      role: { before: 'technician', after: 'viewer' },
      member: { after: ACCOUNTS.tech.name },
    });

    expectData(await gql(gateway, SetRoleMutation, { ...vars, role: 'TECHNICIAN' }, { token: tokens.manager }));
    expect(expectData(await gql(gateway, MeQuery, {}, { token: tokens.tech, farmId: FRM1 })).me.roles).toEqual([
      'technician',
    ]);
  });
});

describe('the last active manager', () => {
  it('cannot be demoted, deactivated, or have their account deactivated, even by an admin', async () => {
    const target = { farmId: FRM3, userId: ATLAS.manager.id };
    const demote = await gql(gateway, SetRoleMutation, { ...target, role: 'TECHNICIAN' }, { token: tokens.admin });
    expectError(demote, 'BAD_USER_INPUT');
    expect(messageOf(demote.body)).toContain('last manager of Atlas Dairy Cooperative');
    expectError(await gql(gateway, DeactivateMemberMutation, target, { token: tokens.admin }), 'BAD_USER_INPUT');
    const account = await gql(
      gateway,
      SetAccountActiveMutation,
      { userId: ATLAS.manager.id, active: false },
      { token: tokens.admin },
    );
    expectError(account, 'BAD_USER_INPUT');
    expect(messageOf(account.body)).toContain('Atlas Dairy Cooperative');
    expect(await memberOf(gateway, tokens.admin, FRM3, ATLAS.manager.id)).toMatchObject({
      role: 'MANAGER',
      status: 'ACTIVE',
    });
  });

  it('can step down once someone else manages the farm', async () => {
    const atlasManager = await tokenOf(gateway, ATLAS.manager.email);
    const promote = { farmId: FRM3, userId: ATLAS.tech.id, role: 'MANAGER' as const };
    expectData(await gql(gateway, SetRoleMutation, promote, { token: atlasManager }));
    const newManager = await tokenOf(gateway, ATLAS.tech.email);
    const stepDown = { farmId: FRM3, userId: ATLAS.manager.id, role: 'TECHNICIAN' as const };
    expect(
      expectData(await gql(gateway, SetRoleMutation, stepDown, { token: newManager })).setFarmMemberRole.role,
    ).toBe('TECHNICIAN');
    // Now the promoted one is the last: the same rule protects them.
    const back = { farmId: FRM3, userId: ATLAS.tech.id, role: 'TECHNICIAN' as const };
    expectError(await gql(gateway, SetRoleMutation, back, { token: tokens.admin }), 'BAD_USER_INPUT');
  });

  it('is counted among managers whose account is active only', async () => {
    const second = { farmId: FRM4, userId: COASTAL.tech.id, role: 'MANAGER' as const };
    expectData(await gql(gateway, SetRoleMutation, second, { token: tokens.admin }));
    const off = { userId: COASTAL.tech.id, active: false };
    expectData(await gql(gateway, SetAccountActiveMutation, off, { token: tokens.admin }));
    const first = { farmId: FRM4, userId: COASTAL.manager.id };
    expectError(await gql(gateway, DeactivateMemberMutation, first, { token: tokens.admin }), 'BAD_USER_INPUT');
    expectData(await gql(gateway, SetAccountActiveMutation, { ...off, active: true }, { token: tokens.admin }));
  });
});

describe('deactivating a membership', () => {
  it('takes the farm away on the next request, keeps the history, and reactivating gives it back', async () => {
    const vars = { farmId: FRM1, userId: ACCOUNTS.tech.id };
    expectData(await machinesOn(FRM1, tokens.tech));
    const assigned = () =>
      gateway.database.db.select().from(workOrderAssignees).where(eq(workOrderAssignees.userId, ACCOUNTS.tech.id));
    const assignedBefore = (await assigned()).length;
    expect(assignedBefore).toBeGreaterThan(0);

    const off = expectData(await gql(gateway, DeactivateMemberMutation, vars, { token: tokens.manager }));
    expect(off.deactivateFarmMember).toMatchObject({ status: 'DEACTIVATED', role: 'TECHNICIAN' });
    expect(off.deactivateFarmMember.deactivatedAt).toBeTruthy();
    // The token the technician already holds no longer opens the farm.
    expectError(await machinesOn(FRM1, tokens.tech), 'FORBIDDEN');
    const me = expectData(await gql(gateway, MeQuery, {}, { token: tokens.tech })).me;
    expect(me.farms.map((farm) => farm.id)).not.toContain(FRM1);
    expect((await assigned()).length).toBe(assignedBefore);

    const role = await gql(gateway, SetRoleMutation, { ...vars, role: 'VIEWER' }, { token: tokens.manager });
    expectError(role, 'BAD_USER_INPUT');
    const invite = { input: { farmId: FRM1, email: ACCOUNTS.tech.email, role: 'VIEWER' as const } };
    const invited = await gql(gateway, InviteMutation, invite, { token: tokens.manager });
    expectError(invited, 'BAD_USER_INPUT');
    expect(messageOf(invited.body)).toContain('reactivate');

    const on = expectData(await gql(gateway, ReactivateMemberMutation, vars, { token: tokens.manager }));
    expect(on.reactivateFarmMember).toMatchObject({ status: 'ACTIVE', role: 'TECHNICIAN', deactivatedAt: null });
    expectData(await machinesOn(FRM1, tokens.tech));
    const actions = await gateway.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.farmId, FRM1), eq(auditLog.actorId, ACCOUNTS.manager.id)));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['MEMBER_DEACTIVATE', 'MEMBER_REACTIVATE']),
    );
  });
});

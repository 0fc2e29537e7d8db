// What the "My account" page reads and writes: the signed-in person's role on each of their
// farms (read-only), and their own name and avatar (an inline image within the server's
// limit), never their role.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { gql } from './support/gateway.js';
import { ALL_FARMS, FRM1, FRM2, expectData, expectError, maintenanceSuite } from './support/maintenance.js';
import { MeQuery, UpdateMeMutation } from './support/operations.js';

const { gateway, tokens } = maintenanceSuite();

const MyFarmsQuery = graphql(`
  query TestMyFarmRoles {
    farms {
      id
      viewerRole
    }
  }
`);

const rolesOf = async (token: string) =>
  Object.fromEntries(
    expectData(await gql(gateway, MyFarmsQuery, {}, { token })).farms.map((farm) => [farm.id, farm.viewerRole]),
  );

describe('my farms', () => {
  it('name my role on each farm I am a member of', async () => {
    expect(await rolesOf(tokens.manager)).toEqual({ [FRM1]: 'MANAGER', [FRM2]: 'TECHNICIAN' });
    expect(await rolesOf(tokens.viewer)).toEqual({ [FRM2]: 'VIEWER' });
  });

  it('have no role for an admin who is not a member: admin is global', async () => {
    const roles = await rolesOf(tokens.admin);
    expect(Object.keys(roles).sort()).toEqual([...ALL_FARMS].sort());
    expect(new Set(Object.values(roles))).toEqual(new Set([null]));
  });
});

describe('my name and avatar', () => {
  const update = (input: Record<string, unknown>) =>
    gql(gateway, UpdateMeMutation, { input: input as never }, { token: tokens.tech });
  const pixel =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

  it('take a new name and an inline picture, and give the picture back', async () => {
    const saved = expectData(await update({ name: '  Samir B.  ', avatar: pixel })).updateMe;
    expect(saved).toMatchObject({ name: 'Samir B.', avatar: pixel });
    const me = expectData(await gql(gateway, MeQuery, {}, { token: tokens.tech, farmId: FRM1 })).me;
    expect(me).toMatchObject({ name: 'Samir B.', avatar: pixel, roles: ['technician'] });
    expect(expectData(await update({ avatar: null })).updateMe.avatar).toBeNull();
  });

  it('refuse a blank or too long name, a picture over 256,000 characters or of another type', async () => {
    for (const input of [
      { name: ' ' },
      { name: 'x'.repeat(121) },
      { avatar: `data:image/png;base64,${'A'.repeat(256_000)}` },
      { avatar: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
      { avatar: 'javascript:alert(1)' },
    ])
      expectError(await update(input), 'BAD_USER_INPUT');
  });

  it('has no way to change my role', async () => {
    const res = await update({ name: 'Samir', roles: ['manager'] });
    expect(res.body.errors?.[0]?.message).toMatch(/roles/);
    const me = expectData(await gql(gateway, MeQuery, {}, { token: tokens.tech, farmId: FRM1 })).me;
    expect(me.roles).toEqual(['technician']);
  });
});

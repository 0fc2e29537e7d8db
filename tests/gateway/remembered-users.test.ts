// Who a signed-in user is (roles, farms, status) is remembered between their requests, so
// these tests check that access always follows the database: a membership added or removed
// behind the gateway's back (the user_changed notification) and the user's own changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, signIn } from './support/fixtures.js';
import { errorCode, eventually, gql, startTestGateway, type TestGateway } from './support/gateway.js';
import { FRM1, expectData } from './support/maintenance.js';
import { MeQuery, UpdateMeMutation } from './support/operations.js';
import { EquipmentListQuery } from './support/maintenance-operations.js';

let gateway: TestGateway;
let token: string;
const nofarm = ACCOUNTS.nofarm.id;

beforeAll(async () => {
  gateway = await startTestGateway();
  token = (await signIn(gateway, ACCOUNTS.nofarm)).token;
});
afterAll(async () => {
  await gateway?.stop();
});

/** What the nofarm account gets when it lists FRM1's machines: 'ok' or the error code. */
async function frm1Access(): Promise<string> {
  const res = await gql(gateway, EquipmentListQuery, { farmId: FRM1, first: 1 }, { token });
  return String(errorCode(res.body) ?? 'ok');
}

const addMembership = () =>
  gateway.database.exec(`INSERT INTO farm_members (farm_id, user_id, role) VALUES ('${FRM1}', '${nofarm}', 'viewer')`);
const removeMembership = () =>
  gateway.database.exec(`DELETE FROM farm_members WHERE farm_id = '${FRM1}' AND user_id = '${nofarm}'`);

describe('remembered users', () => {
  it('are remembered: a membership added without a notification is not seen', async () => {
    // Once the user's name shows this notified change, every earlier notification (they
    // arrive in commit order) has been heard too, and the user is remembered as now.
    const name = `Nofarm ${Date.now()}`;
    await gateway.database.exec(`UPDATE users SET name = '${name}' WHERE id = '${nofarm}'`);
    const myName = async () => expectData(await gql(gateway, MeQuery, {}, { token })).me.name;
    expect(await eventually(myName, name)).toBe(name);
    expect(await frm1Access()).toBe('FORBIDDEN');
    await gateway.database.exec('ALTER TABLE farm_members DISABLE TRIGGER farm_members_inserted');
    try {
      await addMembership();
    } finally {
      await gateway.database.exec('ALTER TABLE farm_members ENABLE TRIGGER farm_members_inserted');
    }
    expect(await frm1Access()).toBe('FORBIDDEN');
    await removeMembership(); // notified: forgotten, and back to no membership
    expect(await eventually(frm1Access, 'FORBIDDEN')).toBe('FORBIDDEN');
  });

  it('a membership added in the database grants access, and removing it revokes it', async () => {
    expect(await frm1Access()).toBe('FORBIDDEN');
    await addMembership();
    expect(await eventually(frm1Access, 'ok')).toBe('ok');
    const me = expectData(await gql(gateway, MeQuery, {}, { token })).me;
    expect(me.farms.map((farm) => farm.id)).toContain(FRM1);
    await removeMembership();
    expect(await eventually(frm1Access, 'FORBIDDEN')).toBe('FORBIDDEN');
  });

  it("a user's own change is on their very next request", async () => {
    for (const status of ['BUSY', 'AWAY', 'ONLINE'] as const) {
      expectData(await gql(gateway, UpdateMeMutation, { input: { status } }, { token }));
      expect(expectData(await gql(gateway, MeQuery, {}, { token })).me.status).toBe(status);
    }
  });
});

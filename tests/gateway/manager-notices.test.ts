// What is meant for a farm's managers (a part below its minimum, a problem reported through a
// machine's link) reaches its active managers only: not a manager whose membership was
// deactivated, nor one whose account an admin deactivated; reactivated, they hear again.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedItems } from '../../gateway/src/db/schema.js';
import { gql } from './support/gateway.js';
import { FRM1, createPart, expectData, maintenanceSuite } from './support/maintenance.js';
import {
  AcceptInvitationMutation,
  DeactivateMemberMutation,
  SetAccountActiveMutation,
  freshEmail,
  invite,
} from './support/members.js';
import { IssueStockMutation, ReceiveStockMutation } from './support/maintenance-operations.js';
import { RequestLinkQuery, report } from './support/requests.js';
import { IDS, newMachine } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite({ config: { trustProxy: 'loopback' } });
const people = { accountOff: '', membershipOff: '' };

/** A new manager of FRM1, with an account of their own; answers their user id. */
async function newManager(name: string): Promise<string> {
  const { token, farmId } = await invite(gateway, tokens.manager, FRM1, freshEmail('manager'), 'MANAGER');
  const input = { token, farmId, name, password: 'Manager#2026!' };
  return expectData(await gql(gateway, AcceptInvitationMutation, { input })).acceptInvitation.user.id;
}

const setAccountActive = async (userId: string, active: boolean) =>
  expectData(await gql(gateway, SetAccountActiveMutation, { userId, active }, { token: tokens.admin }));

/** Who got a notification with this key whose link or values name `about`. */
async function toldOf(messageKey: string, about: string): Promise<string[]> {
  const rows = await gateway.database.db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.messageKey, messageKey), eq(feedItems.farmId, FRM1)));
  return rows
    .filter((row) => `${row.link} ${JSON.stringify(row.messageParams)}`.includes(about))
    .map((row) => row.userId)
    .sort();
}

beforeAll(async () => {
  people.accountOff = await newManager('Account Off');
  people.membershipOff = await newManager('Membership Off');
  await setAccountActive(people.accountOff, false);
  expectData(
    await gql(
      gateway,
      DeactivateMemberMutation,
      { farmId: FRM1, userId: people.membershipOff },
      { token: tokens.manager },
    ),
  );
});

/** A part of FRM1 taken below its minimum of 5. */
async function partBelowMinimum(): Promise<string> {
  const part = await createPart(gateway, tokens.manager, { farmId: FRM1, minQuantity: 5 });
  expectData(await gql(gateway, ReceiveStockMutation, { partId: part.id, quantity: 20 }, { token: tokens.manager }));
  expectData(await gql(gateway, IssueStockMutation, { partId: part.id, quantity: 16 }, { token: tokens.tech }));
  return part.id;
}

/** A problem reported on a new machine of FRM1; answers the machine's code. */
async function problemReported(): Promise<string> {
  const machine = await newMachine(gateway, tokens.admin, FRM1);
  const { equipment } = expectData(await gql(gateway, RequestLinkQuery, { id: machine.id }, { token: tokens.admin }));
  const answer = await report(gateway, equipment!.requestLink!.replace('/report/', ''), {
    description: 'Oil leak under the gearbox',
    reporterName: 'Ali',
  });
  expect(answer.status).toBe(202);
  return machine.code;
}

describe('notices meant for managers', () => {
  it('a low-stock notice reaches the active manager, not the deactivated ones', async () => {
    const partId = await partBelowMinimum();
    expect(await toldOf('lowStock', partId)).toEqual([IDS.manager]);
  });

  it('a reported problem reaches the active manager, not the deactivated ones', async () => {
    const code = await problemReported();
    expect(await toldOf('maintenanceRequestReceived', code)).toEqual([IDS.manager]);
  });

  it('a manager whose account is reactivated hears again', async () => {
    await setAccountActive(people.accountOff, true);
    try {
      const partId = await partBelowMinimum();
      expect(await toldOf('lowStock', partId)).toEqual([IDS.manager, people.accountOff].sort());
      const code = await problemReported();
      expect(await toldOf('maintenanceRequestReceived', code)).toEqual([IDS.manager, people.accountOff].sort());
    } finally {
      await setAccountActive(people.accountOff, false);
    }
  });
});

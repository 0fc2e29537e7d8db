// Refusals that clients word in the reader's language name their message by a stable key: the
// invitation page's REST calls carry `messageKey` (with `messageParams`) next to the English
// message, for every way a link is refused; a new password that is too short and a wrong
// current password carry theirs on the graph too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { farmInvitations } from '../../gateway/src/db/schema.js';
import { ACCOUNTS } from './support/fixtures.js';
import { gql, rest } from './support/gateway.js';
import { FRM1, FRM3, MACCOUNTS, maintenanceSuite } from './support/maintenance.js';
import { ChangePasswordMutation, RevokeInvitationMutation, freshEmail, invite } from './support/members.js';

const { gateway, tokens } = maintenanceSuite();

const accept = (token: string, body: Record<string, unknown>, session?: string) =>
  rest(gateway, 'POST', `/api/invitations/${token}/accept`, body, { token: session });
const newPerson = { name: 'New Person', password: 'NewPerson#2026' };

/** The status and the named message of a refused REST call. */
const refusal = (res: { status: number; body: { messageKey?: string; messageParams?: unknown } }) => ({
  status: res.status,
  messageKey: res.body.messageKey,
});

describe('the invitation routes name each refusal', () => {
  it('an unknown link: 404 invitationNotFound, to look up and to accept', async () => {
    const token = 'D'.repeat(43);
    expect(refusal(await rest(gateway, 'GET', `/api/invitations/${token}`))).toEqual({
      status: 404,
      messageKey: 'invitationNotFound',
    });
    expect(refusal(await accept(token, { farmId: FRM1, ...newPerson }))).toEqual({
      status: 404,
      messageKey: 'invitationNotFound',
    });
  });

  it('expired, already used and withdrawn links', async () => {
    const expired = await invite(gateway, tokens.manager, FRM1, freshEmail('expired'), 'VIEWER');
    await gateway.database.db
      .update(farmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(farmInvitations.id, expired.invitation.id));
    const expiredRes = await accept(expired.token, { farmId: FRM1, ...newPerson });
    expect(refusal(expiredRes)).toEqual({ status: 400, messageKey: 'invitationExpired' });
    // The English words stay for every other client.
    expect(expiredRes.body.message).toContain('expired');

    const used = await invite(gateway, tokens.manager, FRM1, freshEmail('used'), 'VIEWER');
    expect((await accept(used.token, { farmId: FRM1, ...newPerson })).status).toBe(200);
    expect(refusal(await accept(used.token, { farmId: FRM1, ...newPerson }))).toEqual({
      status: 400,
      messageKey: 'invitationUsed',
    });

    const withdrawn = await invite(gateway, tokens.manager, FRM1, freshEmail('withdrawn'), 'VIEWER');
    await gql(
      gateway,
      RevokeInvitationMutation,
      { farmId: FRM1, id: withdrawn.invitation.id },
      { token: tokens.manager },
    );
    expect(refusal(await accept(withdrawn.token, { farmId: FRM1, ...newPerson }))).toEqual({
      status: 400,
      messageKey: 'invitationRevoked',
    });
  });

  it("another farm's id, another signed-in account, an existing account not signed in", async () => {
    const { token } = await invite(gateway, tokens.manager, FRM1, ACCOUNTS.nofarm.email, 'VIEWER');
    expect(refusal(await accept(token, { farmId: FRM3 }, tokens.nofarm))).toEqual({
      status: 400,
      messageKey: 'invitationOtherFarm',
    });
    expect(refusal(await accept(token, { farmId: FRM1 }, tokens.tech))).toEqual({
      status: 403,
      messageKey: 'invitationOtherAccount',
    });
    expect(refusal(await accept(token, { farmId: FRM1, ...newPerson }))).toEqual({
      status: 409,
      messageKey: 'invitationSignIn',
    });
  });

  it('a new person without a name, with a blank one, or with a short password', async () => {
    const { token } = await invite(gateway, tokens.manager, FRM1, freshEmail('weak'), 'VIEWER');
    expect(refusal(await accept(token, { farmId: FRM1 }))).toEqual({
      status: 400,
      messageKey: 'invitationNeedsAccount',
    });
    expect(refusal(await accept(token, { farmId: FRM1, name: ' ', password: 'Long-enough#1' }))).toEqual({
      status: 400,
      messageKey: 'personNameLength',
    });
    const weak = await accept(token, { farmId: FRM1, name: 'Weak', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ messageKey: 'passwordLength', messageParams: { min: 8, max: 200 } });
    expect(weak.body.message).toContain('at least 8 characters');
    // Nothing was used up: the link still opens.
    expect((await rest(gateway, 'GET', `/api/invitations/${token}`)).body.status).toBe('PENDING');
  });

  it('a refusal the service did not name has no key', async () => {
    const res = await rest(gateway, 'GET', '/api/common/user', undefined, { token: 'nonsense' });
    expect(res.status).toBe(401);
    expect(res.body.messageKey).toBeUndefined();
  });
});

describe('changing one’s password', () => {
  const change = (currentPassword: string, newPassword: string) =>
    gql(gateway, ChangePasswordMutation, { input: { currentPassword, newPassword } }, { token: tokens.viewer });
  const extensionsOf = (res: Awaited<ReturnType<typeof change>>) => res.body.errors?.[0]?.extensions;

  it('a wrong current password is BAD_USER_INPUT currentPasswordWrong', async () => {
    expect(extensionsOf(await change('not-the-password', 'Another#2026'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'currentPasswordWrong',
    });
  });

  it('a new password under 8 characters is BAD_USER_INPUT passwordLength', async () => {
    expect(extensionsOf(await change(MACCOUNTS.viewer.password, 'short'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'passwordLength',
      messageParams: { min: 8, max: 200 },
    });
  });
});

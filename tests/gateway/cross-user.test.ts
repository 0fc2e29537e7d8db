// Another user's notification, message or shortcut id: no read, update, toggle or delete,
// on REST (200 with a null body, as the contract answers an unknown id) and GraphQL
// (NOT_FOUND), and the owner's item stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, feedOf, shortcutsOf, signInAll, type AccountKey, type FeedKind } from './support/fixtures.js';
import {
  errorCode,
  gql,
  rest,
  startTestGateway,
  type GraphQLBody,
  type TestGateway,
  type Json,
} from './support/gateway.js';
import {
  DeleteMessageMutation,
  DeleteNotificationMutation,
  DeleteShortcutMutation,
  MessagesQuery,
  NotificationsQuery,
  ShortcutsQuery,
  ToggleMessageReadMutation,
  ToggleNotificationReadMutation,
  UpdateMessageMutation,
  UpdateNotificationMutation,
  UpdateShortcutMutation,
} from './support/feed-operations.js';

let gateway: TestGateway;
let tokens: Record<AccountKey, string>;
beforeAll(async () => {
  gateway = await startTestGateway();
  tokens = await signInAll(gateway);
});
afterAll(async () => {
  await gateway?.stop();
});

/** A delete of someone else's id: NOT_FOUND, or (the SDL's "true when deleted") plain false. */
function expectNotDeleted(body: GraphQLBody<Record<string, boolean>>, field: string) {
  if (body.errors?.length) expect(errorCode(body)).toBe('NOT_FOUND');
  else expect(body.data?.[field]).toBe(false);
}

// The victim is the manager; the attacker is the technician, who shares farm A with them.
const victim = ACCOUNTS.manager;
const [farmA] = victim.farmIds;

async function ownerFeed(kind: FeedKind): Promise<Json[]> {
  const all: Json[] = [];
  for (const farmId of victim.farmIds) {
    const res = await rest(gateway, 'GET', `/api/common/${kind}?farm_id=${farmId}`, undefined, {
      token: tokens.manager,
    });
    expect(res.status).toBe(200);
    for (const item of res.body) if (!all.some((seen) => seen.id === item.id)) all.push(item);
  }
  return all;
}

describe.each(['notifications', 'messages'] as FeedKind[])("another user's %s over REST", (kind) => {
  const base = `/api/common/${kind}`;
  const singular = kind === 'notifications' ? 'notification' : 'message';
  const target = feedOf(kind, victim).find((item) => item.farmId === farmA && !item.read)!;

  it("never appear in the attacker's list, even for the shared farm", async () => {
    const res = await rest(gateway, 'GET', `${base}?farm_id=${farmA}`, undefined, { token: tokens.tech });
    expect(res.status).toBe(200);
    const victimIds = new Set(feedOf(kind, victim).map((item) => item.id));
    expect(res.body.some((item: { id: string }) => victimIds.has(item.id))).toBe(false);
  });

  it('PATCH answers null and changes nothing', async () => {
    const res = await rest(
      gateway,
      'PATCH',
      base,
      { id: target.id, [singular]: { title: 'Hacked', read: true } },
      { token: tokens.tech },
    );
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    const stored = (await ownerFeed(kind)).find((item) => item.id === target.id);
    expect(stored.title).toBe(target.title);
    expect(stored.read).toBe(false);
  });

  it('toggle-read-status answers null and changes nothing', async () => {
    const res = await rest(
      gateway,
      'POST',
      `${base}/toggle-read-status`,
      { [singular]: { id: target.id, read: true } },
      { token: tokens.tech },
    );
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect((await ownerFeed(kind)).find((item) => item.id === target.id).read).toBe(false);
  });

  it('DELETE answers null and the item survives', async () => {
    const res = await rest(gateway, 'DELETE', `${base}?id=${target.id}`, undefined, { token: tokens.tech });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect((await ownerFeed(kind)).some((item) => item.id === target.id)).toBe(true);
  });

  it("the attacker's mark-all-as-read leaves the victim's items unread", async () => {
    const res = await rest(gateway, 'GET', `${base}/mark-all-as-read?farm_id=${farmA}`, undefined, {
      token: tokens.tech,
    });
    expect(res.status).toBe(200);
    expect((await ownerFeed(kind)).find((item) => item.id === target.id).read).toBe(false);
  });
});

describe("another user's notifications over GraphQL", () => {
  const target = feedOf('notifications', victim).find((item) => item.farmId === farmA && !item.read)!;

  it('updateNotification, toggleNotificationRead and deleteNotification answer NOT_FOUND and change nothing', async () => {
    const update = await gql(
      gateway,
      UpdateNotificationMutation,
      { id: target.id, input: { title: 'Hacked' } },
      { token: tokens.tech },
    );
    expect(errorCode(update.body)).toBe('NOT_FOUND');
    const toggle = await gql(
      gateway,
      ToggleNotificationReadMutation,
      { id: target.id, read: true },
      { token: tokens.tech },
    );
    expect(errorCode(toggle.body)).toBe('NOT_FOUND');
    const remove = await gql(gateway, DeleteNotificationMutation, { id: target.id }, { token: tokens.tech });
    expectNotDeleted(remove.body, 'deleteNotification');
    const owner = await gql(gateway, NotificationsQuery, { farmId: farmA }, { token: tokens.manager });
    const stored = owner.body.data!.notifications.find((item) => item.id === target.id)!;
    expect(stored).toBeDefined();
    expect(stored.title).toBe(target.title);
    expect(stored.read).toBe(false);
  });

  it("the attacker's notifications(farmId) does not include them", async () => {
    const res = await gql(gateway, NotificationsQuery, { farmId: farmA }, { token: tokens.tech });
    expect(res.body.data!.notifications.some((item) => item.id === target.id)).toBe(false);
  });
});

describe("another user's messages over GraphQL", () => {
  const target = feedOf('messages', victim).find((item) => item.farmId === farmA && !item.read)!;

  it('updateMessage, toggleMessageRead and deleteMessage answer NOT_FOUND and change nothing', async () => {
    const update = await gql(
      gateway,
      UpdateMessageMutation,
      { id: target.id, input: { title: 'Hacked', read: true } },
      { token: tokens.tech },
    );
    expect(errorCode(update.body)).toBe('NOT_FOUND');
    const toggle = await gql(gateway, ToggleMessageReadMutation, { id: target.id, read: true }, { token: tokens.tech });
    expect(errorCode(toggle.body)).toBe('NOT_FOUND');
    const remove = await gql(gateway, DeleteMessageMutation, { id: target.id }, { token: tokens.tech });
    expectNotDeleted(remove.body, 'deleteMessage');
    const owner = await gql(gateway, MessagesQuery, { farmId: farmA }, { token: tokens.manager });
    const stored = owner.body.data!.messages.find((item) => item.id === target.id)!;
    expect(stored).toBeDefined();
    expect(stored.title).toBe(target.title);
    expect(stored.read).toBe(false);
  });
});

describe("another user's shortcuts", () => {
  const target = shortcutsOf(victim)[0];

  it('are not listed for the attacker (REST and GraphQL)', async () => {
    const restList = await rest(gateway, 'GET', '/api/common/shortcuts', undefined, { token: tokens.tech });
    expect(restList.body.some((item: { id: string }) => item.id === target.id)).toBe(false);
    const gqlList = await gql(gateway, ShortcutsQuery, {}, { token: tokens.tech });
    expect(gqlList.body.data!.shortcuts.some((item) => item.id === target.id)).toBe(false);
  });

  it('REST PATCH and DELETE answer null and change nothing', async () => {
    const patch = await rest(
      gateway,
      'PATCH',
      '/api/common/shortcuts',
      { id: target.id, shortcut: { label: 'Hacked' } },
      { token: tokens.tech },
    );
    expect(patch.status).toBe(200);
    expect(patch.body).toBeNull();
    const remove = await rest(gateway, 'DELETE', `/api/common/shortcuts?id=${target.id}`, undefined, {
      token: tokens.tech,
    });
    expect(remove.status).toBe(200);
    expect(remove.body).toBeNull();
    const owner = await rest(gateway, 'GET', '/api/common/shortcuts', undefined, { token: tokens.manager });
    const stored = owner.body.find((item: { id: string }) => item.id === target.id);
    expect(stored?.label).toBe(target.label);
  });

  it('GraphQL updateShortcut and deleteShortcut answer NOT_FOUND and change nothing', async () => {
    const update = await gql(
      gateway,
      UpdateShortcutMutation,
      { id: target.id, input: { label: 'Hacked' } },
      { token: tokens.tech },
    );
    expect(errorCode(update.body)).toBe('NOT_FOUND');
    const remove = await gql(gateway, DeleteShortcutMutation, { id: target.id }, { token: tokens.tech });
    expectNotDeleted(remove.body, 'deleteShortcut');
    const owner = await gql(gateway, ShortcutsQuery, {}, { token: tokens.manager });
    expect(owner.body.data!.shortcuts.find((item) => item.id === target.id)?.label).toBe(target.label);
  });
});

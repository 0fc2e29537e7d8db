// The core graph with a valid token: me, farms, farm, navigation, languages, notifications,
// messages, shortcuts and their mutations; UNAUTHENTICATED without a token; BAD_USER_INPUT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  FARMS,
  expectNewestFirst,
  feedOf,
  shortcutsOf,
  signInAll,
  sorted,
  type AccountKey,
} from './support/fixtures.js';
import { errorCode, gql, gqlRaw, rest, startTestGateway, type TestGateway } from './support/gateway.js';
import {
  FarmQuery,
  FarmsQuery,
  HealthQuery,
  LanguagesQuery,
  MeQuery,
  NavigationQuery,
  UpdateMeMutation,
} from './support/operations.js';
import {
  CreateMessageMutation,
  CreateNotificationMutation,
  CreateShortcutMutation,
  DeleteMessageMutation,
  DeleteNotificationMutation,
  DeleteShortcutMutation,
  MarkAllMessagesAsReadMutation,
  MarkAllNotificationsAsReadMutation,
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

const [farmA, farmB] = ACCOUNTS.manager.farmIds;

describe('without a token', () => {
  it.each([
    ['me', '{ me { id } }'],
    ['farms', '{ farms { id } }'],
    ['farm', `{ farm(id: "${FARMS[0].id}") { id } }`],
    ['navigation', '{ navigation { default { id } } }'],
    ['notifications', '{ notifications { id } }'],
    ['messages', '{ messages { id } }'],
    ['shortcuts', '{ shortcuts { id } }'],
    ['updateMe', 'mutation { updateMe(input: { status: AWAY }) { id } }'],
    ['createNotification', 'mutation { createNotification(input: { title: "x" }) { id } }'],
    ['markAllMessagesAsRead', 'mutation { markAllMessagesAsRead }'],
    ['deleteShortcut', 'mutation { deleteShortcut(id: "x") }'],
  ])('%s answers HTTP 401 UNAUTHENTICATED', async (_field, query) => {
    const res = await gqlRaw(gateway, query);
    expect(res.status).toBe(401);
    expect(errorCode(res.body)).toBe('UNAUTHENTICATED');
    for (const value of Object.values(res.body.data ?? {})) expect(value).toBeNull();
  });

  it('health is public', async () => {
    const res = await gql(gateway, HealthQuery);
    expect(res.status).toBe(200);
    expect(res.body.data?.health).toBe(true);
  });
});

describe('queries', () => {
  it.each(['admin', 'manager', 'tech', 'nofarm'] as AccountKey[])('me returns %s', async (key) => {
    const res = await gql(gateway, MeQuery, {}, { token: tokens[key] });
    expect(res.body.errors).toBeUndefined();
    const me = res.body.data!.me;
    expect(me.id).toBe(ACCOUNTS[key].id);
    expect(me.email).toBe(ACCOUNTS[key].email);
    expect(me.name).toBe(ACCOUNTS[key].name);
    expect(me.status).toBe('ONLINE');
    expect(me.roles).toEqual(ACCOUNTS[key].roles);
    expect(sorted(me.farms.map((farm) => farm.id))).toEqual(sorted(ACCOUNTS[key].farmIds));
    expect(me.permissions.includes('admin.all.access')).toBe(key === 'admin');
  });

  it('farms and farm(id) return the fixture fields', async () => {
    const res = await gql(gateway, FarmsQuery, {}, { token: tokens.admin });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.farms).toHaveLength(FARMS.length);
    for (const fixture of FARMS) {
      const farm = res.body.data!.farms.find((candidate) => candidate.id === fixture.id);
      expect(farm).toEqual({
        id: fixture.id,
        name: fixture.name,
        reference: fixture.reference,
        location: fixture.location,
        city: { name: fixture.city },
      });
    }
    const one = await gql(gateway, FarmQuery, { id: farmB }, { token: tokens.manager });
    expect(one.body.data?.farm?.id).toBe(farmB);
  });

  it('farm(id) of a farm that does not exist is NOT_FOUND (admin)', async () => {
    const res = await gql(gateway, FarmQuery, { id: '00000000-0000-4000-8000-000000000000' }, { token: tokens.admin });
    expect(errorCode(res.body)).toBe('NOT_FOUND');
  });

  it('navigation has four layouts; user management only with users.manage', async () => {
    for (const key of ['admin', 'manager', 'tech', 'nofarm'] as AccountKey[]) {
      const res = await gql(gateway, NavigationQuery, {}, { token: tokens[key] });
      expect(res.body.errors).toBeUndefined();
      const nav = res.body.data!.navigation;
      for (const items of [nav.compact, nav.default, nav.futuristic, nav.horizontal]) {
        // Permissions come with a farm role: someone with no farm sees neither reports nor users,
        // and only managers see the request inbox.
        expect(items).toHaveLength(key === 'admin' || key === 'manager' ? 9 : key === 'nofarm' ? 6 : 7);
        expect(items.some((item) => item.link === '/user-management')).toBe(key === 'admin' || key === 'manager');
        for (const item of items) {
          expect(item.type).toBe('basic');
          expect(item.title).toBe(`nav.${item.id}`);
        }
      }
    }
  });

  it('navigation over GraphQL matches GET /api/common/navigation', async () => {
    const viaGraph = await gql(gateway, NavigationQuery, {}, { token: tokens.manager });
    const viaRest = await rest(gateway, 'GET', '/api/common/navigation', undefined, { token: tokens.manager });
    for (const layout of ['compact', 'default', 'futuristic', 'horizontal'] as const) {
      expect(viaGraph.body.data!.navigation[layout].map((item) => item.link)).toEqual(
        viaRest.body[layout].map((item: { link: string }) => item.link),
      );
    }
  });

  it('languages are en, fr, ar with their own names and directions', async () => {
    const res = await gql(gateway, LanguagesQuery, {}, { token: tokens.tech });
    expect(res.body.errors).toBeUndefined();
    expect(sorted(res.body.data!.languages.map((language) => language.id))).toEqual(['ar', 'en', 'fr']);
    const byId = Object.fromEntries(res.body.data!.languages.map((language) => [language.id, language]));
    expect(byId.en).toEqual({ id: 'en', label: 'English', direction: 'ltr' });
    expect(byId.fr).toEqual({ id: 'fr', label: 'Français', direction: 'ltr' });
    expect(byId.ar).toEqual({ id: 'ar', label: 'العربية', direction: 'rtl' });
  });

  it("notifications(farmId) lists account-wide plus that farm's, newest first", async () => {
    const res = await gql(gateway, NotificationsQuery, { farmId: farmA }, { token: tokens.manager });
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data!.notifications;
    expect(items.map((item) => item.id)).toEqual(
      feedOf('notifications', ACCOUNTS.manager, { farmId: farmA }).map((item) => item.id),
    );
    expectNewestFirst(items);
  });

  it('notifications without farmId lists the account-wide ones only', async () => {
    const res = await gql(gateway, NotificationsQuery, {}, { token: tokens.manager });
    expect(res.body.errors).toBeUndefined();
    expect(sorted(res.body.data!.notifications.map((item) => item.id))).toEqual(
      sorted(feedOf('notifications', ACCOUNTS.manager, { farmId: null }).map((item) => item.id)),
    );
  });

  it("messages(farmId) lists account-wide plus that farm's, newest first", async () => {
    const res = await gql(gateway, MessagesQuery, { farmId: farmA }, { token: tokens.manager });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.messages.map((item) => item.id)).toEqual(
      feedOf('messages', ACCOUNTS.manager, { farmId: farmA }).map((item) => item.id),
    );
    expectNewestFirst(res.body.data!.messages);
  });

  it("shortcuts lists the user's own", async () => {
    const res = await gql(gateway, ShortcutsQuery, {}, { token: tokens.admin });
    expect(sorted(res.body.data!.shortcuts.map((item) => item.id))).toEqual(
      sorted(shortcutsOf(ACCOUNTS.admin).map((item) => item.id)),
    );
  });
});

describe('mutations', () => {
  it('updateMe changes status (NOT_VISIBLE ↔ not-visible on REST), name and avatar', async () => {
    const res = await gql(
      gateway,
      UpdateMeMutation,
      { input: { status: 'NOT_VISIBLE', name: 'Youssef B.', avatar: '/a.png' } },
      { token: tokens.tech },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateMe).toEqual({
      id: ACCOUNTS.tech.id,
      name: 'Youssef B.',
      avatar: '/a.png',
      status: 'NOT_VISIBLE',
    });
    const viaRest = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens.tech });
    expect(viaRest.body.status).toBe('not-visible');
    expect(viaRest.body.name).toBe('Youssef B.');
  });

  it('updateMe with an unknown status is BAD_USER_INPUT and changes nothing', async () => {
    const res = await gqlRaw(
      gateway,
      'mutation ($input: UpdateMeInput!) { updateMe(input: $input) { id } }',
      { input: { status: 'SLEEPING', name: 'Nope' } },
      { token: tokens.admin },
    );
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
    const me = await gql(gateway, MeQuery, {}, { token: tokens.admin });
    expect(me.body.data!.me.name).toBe(ACCOUNTS.admin.name);
  });

  it('updateMe with an empty name is BAD_USER_INPUT', async () => {
    const res = await gql(gateway, UpdateMeMutation, { input: { name: '' } }, { token: tokens.admin });
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
  });

  it('notification create, update, toggle, delete', async () => {
    const created = await gql(
      gateway,
      CreateNotificationMutation,
      { input: { title: 'Oil change', icon: 'ToolOutlined', link: '/equipment', useRouter: true, farmId: farmA } },
      { token: tokens.manager },
    );
    expect(created.body.errors).toBeUndefined();
    const item = created.body.data!.createNotification;
    expect(item).toEqual(
      expect.objectContaining({ title: 'Oil change', farmId: farmA, read: false, useRouter: true, link: '/equipment' }),
    );
    const listed = await gql(gateway, NotificationsQuery, { farmId: farmA }, { token: tokens.manager });
    expect(listed.body.data!.notifications[0].id).toBe(item.id);

    const updated = await gql(
      gateway,
      UpdateNotificationMutation,
      { id: item.id, input: { title: 'Oil changed', read: true } },
      { token: tokens.manager },
    );
    expect(updated.body.data!.updateNotification).toEqual(
      expect.objectContaining({
        id: item.id,
        title: 'Oil changed',
        read: true,
        link: '/equipment',
        icon: 'ToolOutlined',
      }),
    );

    const toggled = await gql(
      gateway,
      ToggleNotificationReadMutation,
      { id: item.id, read: false },
      { token: tokens.manager },
    );
    expect(toggled.body.data!.toggleNotificationRead).toEqual({ id: item.id, read: false });

    const deleted = await gql(gateway, DeleteNotificationMutation, { id: item.id }, { token: tokens.manager });
    expect(deleted.body.data!.deleteNotification).toBe(true);
    const after = await gql(gateway, NotificationsQuery, { farmId: farmA }, { token: tokens.manager });
    expect(after.body.data!.notifications.some((candidate) => candidate.id === item.id)).toBe(false);
  });

  it('createNotification with an invalid time is BAD_USER_INPUT', async () => {
    const res = await gql(
      gateway,
      CreateNotificationMutation,
      { input: { title: 'Bad time', time: 'yesterday-ish' } },
      { token: tokens.manager },
    );
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
  });

  it("markAllNotificationsAsRead(farmId) reads that farm's scope and leaves the other farm", async () => {
    const res = await gql(gateway, MarkAllNotificationsAsReadMutation, { farmId: farmA }, { token: tokens.manager });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.markAllNotificationsAsRead).toBe(true);
    const a = await gql(gateway, NotificationsQuery, { farmId: farmA }, { token: tokens.manager });
    for (const item of a.body.data!.notifications) expect(item.read).toBe(true);
    const b = await gql(gateway, NotificationsQuery, { farmId: farmB }, { token: tokens.manager });
    const unreadB = feedOf('notifications', ACCOUNTS.manager).filter((item) => item.farmId === farmB && !item.read);
    expect(unreadB.length).toBeGreaterThan(0);
    for (const fixture of unreadB)
      expect(b.body.data!.notifications.find((item) => item.id === fixture.id)?.read).toBe(false);
  });

  it('markAllNotificationsAsRead without farmId reads everything', async () => {
    const res = await gql(gateway, MarkAllNotificationsAsReadMutation, {}, { token: tokens.manager });
    expect(res.body.data!.markAllNotificationsAsRead).toBe(true);
    for (const farmId of [farmA, farmB]) {
      const list = await gql(gateway, NotificationsQuery, { farmId }, { token: tokens.manager });
      for (const item of list.body.data!.notifications) expect(item.read).toBe(true);
    }
  });

  it('message create, update, toggle, mark all, delete', async () => {
    const created = await gql(
      gateway,
      CreateMessageMutation,
      { input: { title: 'Hello', description: 'From the workshop' } },
      { token: tokens.tech },
    );
    expect(created.body.errors).toBeUndefined();
    const item = created.body.data!.createMessage;
    expect(item).toEqual(expect.objectContaining({ title: 'Hello', farmId: null, read: false }));
    const updated = await gql(
      gateway,
      UpdateMessageMutation,
      { id: item.id, input: { description: 'Changed' } },
      { token: tokens.tech },
    );
    expect(updated.body.data!.updateMessage).toEqual(
      expect.objectContaining({ id: item.id, title: 'Hello', description: 'Changed' }),
    );
    const toggled = await gql(gateway, ToggleMessageReadMutation, { id: item.id, read: true }, { token: tokens.tech });
    expect(toggled.body.data!.toggleMessageRead.read).toBe(true);
    const marked = await gql(gateway, MarkAllMessagesAsReadMutation, {}, { token: tokens.tech });
    expect(marked.body.data!.markAllMessagesAsRead).toBe(true);
    const list = await gql(gateway, MessagesQuery, { farmId: ACCOUNTS.tech.farmIds[0] }, { token: tokens.tech });
    for (const message of list.body.data!.messages) expect(message.read).toBe(true);
    const deleted = await gql(gateway, DeleteMessageMutation, { id: item.id }, { token: tokens.tech });
    expect(deleted.body.data!.deleteMessage).toBe(true);
  });

  it('shortcut create, update, delete; invalid input is BAD_USER_INPUT', async () => {
    const created = await gql(
      gateway,
      CreateShortcutMutation,
      { input: { label: 'Plans', link: '/planning', icon: 'CalendarOutlined' } },
      { token: tokens.nofarm },
    );
    expect(created.body.errors).toBeUndefined();
    const shortcut = created.body.data!.createShortcut;
    expect(shortcut).toEqual(expect.objectContaining({ label: 'Plans', link: '/planning', icon: 'CalendarOutlined' }));
    const updated = await gql(
      gateway,
      UpdateShortcutMutation,
      { id: shortcut.id, input: { label: 'Planning' } },
      { token: tokens.nofarm },
    );
    expect(updated.body.data!.updateShortcut).toEqual(
      expect.objectContaining({ id: shortcut.id, label: 'Planning', link: '/planning' }),
    );
    const deleted = await gql(gateway, DeleteShortcutMutation, { id: shortcut.id }, { token: tokens.nofarm });
    expect(deleted.body.data!.deleteShortcut).toBe(true);
    const list = await gql(gateway, ShortcutsQuery, {}, { token: tokens.nofarm });
    expect(list.body.data!.shortcuts.some((item) => item.id === shortcut.id)).toBe(false);

    const invalid = await gql(
      gateway,
      CreateShortcutMutation,
      { input: { label: '', link: '' } },
      { token: tokens.nofarm },
    );
    expect(errorCode(invalid.body)).toBe('BAD_USER_INPUT');
    const missing = await gqlRaw(gateway, 'mutation { createShortcut(input: { label: "x" }) { id } }', undefined, {
      token: tokens.nofarm,
    });
    expect(missing.status).toBe(400);
    expect(errorCode(missing.body)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('updating or deleting an unknown id is NOT_FOUND', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(
      errorCode(
        (await gql(gateway, UpdateNotificationMutation, { id, input: { title: 'x' } }, { token: tokens.admin })).body,
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        (await gql(gateway, UpdateMessageMutation, { id, input: { title: 'x' } }, { token: tokens.admin })).body,
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        (await gql(gateway, UpdateShortcutMutation, { id, input: { label: 'x' } }, { token: tokens.admin })).body,
      ),
    ).toBe('NOT_FOUND');
  });

  it('a malformed id is answered without a 500', async () => {
    const res = await gql(
      gateway,
      UpdateNotificationMutation,
      { id: 'not-a-uuid', input: { title: 'x' } },
      { token: tokens.admin },
    );
    expect(res.status).not.toBe(500);
    expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(errorCode(res.body));
  });
});

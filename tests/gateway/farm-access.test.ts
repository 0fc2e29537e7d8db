// Farm scope for each demo account against every farm: the farm list, farm(id), the
// farmId arguments, the X-Farm-Id header and the farm_id query, on REST and GraphQL.
// Allowed: a member of the farm, or the admin (every farm). Otherwise 403 / FORBIDDEN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_KEYS,
  ACCOUNTS,
  ALL_FARM_IDS,
  FARMS,
  feedOf,
  signInAll,
  sorted,
  type AccountKey,
} from './support/fixtures.js';
import { errorCode, gql, rest, startTestGateway, type HttpResult, type TestGateway } from './support/gateway.js';
import { FarmQuery, FarmsQuery, MeQuery } from './support/operations.js';
import {
  CreateNotificationMutation,
  CreateShortcutMutation,
  MarkAllMessagesAsReadMutation,
  MarkAllNotificationsAsReadMutation,
  MessagesQuery,
  NotificationsQuery,
  ShortcutsQuery,
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

const farmName = (id: string) => FARMS.find((farm) => farm.id === id)!.reference;

function expectRestForbidden(res: HttpResult, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(403);
  expect(res.body?.message).toBe('Forbidden');
}

function expectRestAllowed(res: HttpResult, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(200);
}

describe('forbidden farm writes change nothing', () => {
  it('tech: markAllNotificationsAsRead / markAllMessagesAsRead on a foreign farm are FORBIDDEN and leave own items unread', async () => {
    const [own] = ACCOUNTS.tech.farmIds;
    const foreign = ALL_FARM_IDS.find((id) => id !== own)!;
    const n = await gql(gateway, MarkAllNotificationsAsReadMutation, { farmId: foreign }, { token: tokens.tech });
    expect(errorCode(n.body)).toBe('FORBIDDEN');
    const m = await gql(gateway, MarkAllMessagesAsReadMutation, { farmId: foreign }, { token: tokens.tech });
    expect(errorCode(m.body)).toBe('FORBIDDEN');
    const rmark = await rest(
      gateway,
      'GET',
      `/api/common/notifications/mark-all-as-read?farm_id=${foreign}`,
      undefined,
      { token: tokens.tech },
    );
    expectRestForbidden(rmark, 'REST mark-all-as-read');
    const notifications = await gql(gateway, NotificationsQuery, { farmId: own }, { token: tokens.tech });
    const unread = feedOf('notifications', ACCOUNTS.tech)
      .filter((item) => !item.read)
      .map((item) => item.id);
    expect(unread.length).toBeGreaterThan(0);
    for (const id of unread)
      expect(notifications.body.data!.notifications.find((item) => item.id === id)?.read).toBe(false);
    const messages = await gql(gateway, MessagesQuery, { farmId: own }, { token: tokens.tech });
    for (const id of feedOf('messages', ACCOUNTS.tech)
      .filter((item) => !item.read)
      .map((item) => item.id))
      expect(messages.body.data!.messages.find((item) => item.id === id)?.read).toBe(false);
  });

  it('tech: POST /api/common/shortcuts with a foreign X-Farm-Id is 403 and creates nothing', async () => {
    const foreign = ALL_FARM_IDS.find((id) => !ACCOUNTS.tech.farmIds.includes(id))!;
    const res = await rest(
      gateway,
      'POST',
      '/api/common/shortcuts',
      { shortcut: { label: 'Sneaky', link: '/reports' } },
      { token: tokens.tech, farmId: foreign },
    );
    expectRestForbidden(res, 'POST with X-Farm-Id');
    const list = await gql(gateway, ShortcutsQuery, {}, { token: tokens.tech });
    expect(list.body.data!.shortcuts.some((item) => item.label === 'Sneaky')).toBe(false);
  });

  it('tech: createNotification for a foreign farm is FORBIDDEN', async () => {
    const foreign = ALL_FARM_IDS.find((id) => !ACCOUNTS.tech.farmIds.includes(id))!;
    const res = await gql(
      gateway,
      CreateNotificationMutation,
      { input: { title: 'Sneaky', farmId: foreign } },
      { token: tokens.tech },
    );
    expect(errorCode(res.body)).toBe('FORBIDDEN');
    const adminView = await gql(gateway, NotificationsQuery, { farmId: foreign }, { token: tokens.admin });
    expect(adminView.body.data!.notifications.some((item) => item.title === 'Sneaky')).toBe(false);
  });

  it('farm_id allowed but X-Farm-Id foreign (and the reverse) is 403', async () => {
    const [own] = ACCOUNTS.tech.farmIds;
    const foreign = ALL_FARM_IDS.find((id) => id !== own)!;
    expectRestForbidden(
      await rest(gateway, 'GET', `/api/common/notifications?farm_id=${own}`, undefined, {
        token: tokens.tech,
        farmId: foreign,
      }),
      'header foreign',
    );
    expectRestForbidden(
      await rest(gateway, 'GET', `/api/common/notifications?farm_id=${foreign}`, undefined, {
        token: tokens.tech,
        farmId: own,
      }),
      'query foreign',
    );
  });

  it('an unknown farm id in X-Farm-Id is 403 for a non-admin', async () => {
    const res = await rest(gateway, 'GET', '/api/common/notifications', undefined, {
      token: tokens.manager,
      farmId: '00000000-0000-4000-8000-000000000000',
    });
    expectRestForbidden(res, 'unknown farm');
  });
});

describe.each(ACCOUNT_KEYS)('farm access of %s', (key) => {
  const account = ACCOUNTS[key];
  const cases = ALL_FARM_IDS.map(
    (farmId) => [farmName(farmId), farmId, account.accessibleFarmIds.includes(farmId)] as const,
  );

  it('GraphQL farms lists exactly the accessible farms', async () => {
    const res = await gql(gateway, FarmsQuery, {}, { token: tokens[key] });
    expect(res.body.errors).toBeUndefined();
    expect(sorted(res.body.data!.farms.map((farm) => farm.id))).toEqual(sorted(account.accessibleFarmIds));
  });

  it('GET /api/farms lists exactly the accessible farms', async () => {
    const res = await rest(gateway, 'GET', '/api/farms', undefined, { token: tokens[key] });
    expect(res.status).toBe(200);
    expect(sorted(res.body.map((farm: { id: string }) => farm.id))).toEqual(sorted(account.accessibleFarmIds));
  });

  it.each(cases)('farm(id) %s (allowed: %s)', async (_ref, farmId, allowed) => {
    const res = await gql(gateway, FarmQuery, { id: farmId }, { token: tokens[key] });
    if (allowed) expect(res.body.data?.farm?.id).toBe(farmId);
    else {
      expect(errorCode(res.body)).toBe('FORBIDDEN');
      expect(res.body.data?.farm ?? null).toBeNull();
    }
  });

  it.each(cases)('GET /api/farms/:id %s', async (_ref, farmId, allowed) => {
    const res = await rest(gateway, 'GET', `/api/farms/${farmId}`, undefined, { token: tokens[key] });
    if (allowed) {
      expectRestAllowed(res, 'farm');
      expect(res.body.id).toBe(farmId);
    } else expectRestForbidden(res, 'farm');
  });

  it.each(cases)('notifications(farmId) %s', async (_ref, farmId, allowed) => {
    const res = await gql(gateway, NotificationsQuery, { farmId }, { token: tokens[key] });
    if (allowed) {
      expect(res.body.errors).toBeUndefined();
      expect(Array.isArray(res.body.data?.notifications)).toBe(true);
    } else {
      expect(errorCode(res.body)).toBe('FORBIDDEN');
      expect(res.body.data?.notifications ?? null).toBeNull();
    }
  });

  it.each(cases)('messages(farmId) %s', async (_ref, farmId, allowed) => {
    const res = await gql(gateway, MessagesQuery, { farmId }, { token: tokens[key] });
    if (allowed) {
      expect(res.body.errors).toBeUndefined();
      expect(Array.isArray(res.body.data?.messages)).toBe(true);
    } else expect(errorCode(res.body)).toBe('FORBIDDEN');
  });

  it.each(cases)('markAllNotificationsAsRead(farmId) %s', async (_ref, farmId, allowed) => {
    const res = await gql(gateway, MarkAllNotificationsAsReadMutation, { farmId }, { token: tokens[key] });
    if (allowed) expect(res.body.data?.markAllNotificationsAsRead).toBe(true);
    else expect(errorCode(res.body)).toBe('FORBIDDEN');
  });

  it.each(cases)('markAllMessagesAsRead(farmId) %s', async (_ref, farmId, allowed) => {
    const res = await gql(gateway, MarkAllMessagesAsReadMutation, { farmId }, { token: tokens[key] });
    if (allowed) expect(res.body.data?.markAllMessagesAsRead).toBe(true);
    else expect(errorCode(res.body)).toBe('FORBIDDEN');
  });

  it.each(cases)('X-Farm-Id on GET /api/common/notifications %s', async (_ref, farmId, allowed) => {
    const res = await rest(gateway, 'GET', '/api/common/notifications', undefined, { token: tokens[key], farmId });
    if (allowed) expectRestAllowed(res, 'notifications');
    else expectRestForbidden(res, 'notifications');
  });

  it.each(cases)('farm_id on GET /api/common/messages %s', async (_ref, farmId, allowed) => {
    const res = await rest(gateway, 'GET', `/api/common/messages?farm_id=${farmId}`, undefined, { token: tokens[key] });
    if (allowed) expectRestAllowed(res, 'messages');
    else expectRestForbidden(res, 'messages');
  });

  it.each(cases)('farm_id on GET /api/common/messages/mark-all-as-read %s', async (_ref, farmId, allowed) => {
    const res = await rest(gateway, 'GET', `/api/common/messages/mark-all-as-read?farm_id=${farmId}`, undefined, {
      token: tokens[key],
    });
    if (allowed) {
      expectRestAllowed(res, 'mark-all-as-read');
      expect(res.body).toBe(true);
    } else expectRestForbidden(res, 'mark-all-as-read');
  });

  it.each(cases)('X-Farm-Id and farm_id on GET /api/common/user %s', async (_ref, farmId, allowed) => {
    const header = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens[key], farmId });
    const query = await rest(gateway, 'GET', `/api/common/user?farm_id=${farmId}`, undefined, { token: tokens[key] });
    for (const res of [header, query]) {
      if (allowed) expectRestAllowed(res, 'user');
      else expectRestForbidden(res, 'user');
    }
  });

  it.each(cases)(
    'X-Farm-Id on GET /api/common/navigation and /api/common/shortcuts %s',
    async (_ref, farmId, allowed) => {
      for (const path of ['/api/common/navigation', '/api/common/shortcuts']) {
        const res = await rest(gateway, 'GET', path, undefined, { token: tokens[key], farmId });
        if (allowed) expectRestAllowed(res, path);
        else expectRestForbidden(res, path);
      }
    },
  );

  it.each(cases)('X-Farm-Id on GET /api/farms %s', async (_ref, farmId, allowed) => {
    const res = await rest(gateway, 'GET', '/api/farms', undefined, { token: tokens[key], farmId });
    if (allowed) expectRestAllowed(res, 'farms');
    else expectRestForbidden(res, 'farms');
  });

  it.each(cases)('X-Farm-Id on /graphql (me) %s', async (_ref, farmId, allowed) => {
    const res = await gql(gateway, MeQuery, {}, { token: tokens[key], farmId });
    if (allowed) {
      expect(res.status).toBe(200);
      expect(res.body.data?.me.id).toBe(account.id);
    } else {
      expect(res.status).toBe(403);
      expect(errorCode(res.body)).toBe('FORBIDDEN');
      expect(res.body.data ?? null).toBeNull();
    }
  });

  it.each(cases)('X-Farm-Id on a /graphql mutation (createShortcut) %s', async (ref, farmId, allowed) => {
    const label = `Via ${ref} by ${key}`;
    const res = await gql(
      gateway,
      CreateShortcutMutation,
      { input: { label, link: '/planning' } },
      { token: tokens[key], farmId },
    );
    if (allowed) expect(res.body.data?.createShortcut.label).toBe(label);
    else {
      expect(res.status).toBe(403);
      expect(errorCode(res.body)).toBe('FORBIDDEN');
      const list = await gql(gateway, ShortcutsQuery, {}, { token: tokens[key] });
      expect(list.body.data!.shortcuts.some((item) => item.label === label)).toBe(false);
    }
  });
});

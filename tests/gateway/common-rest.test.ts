// REST: the user, navigation and farms routes, the 401s of every /api/common route and
// the 404 of unknown /api routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_KEYS,
  ACCOUNTS,
  FARMS,
  expectNoSecrets,
  expectRestUser,
  signIn,
  signInAll,
  sorted,
  type AccountKey,
} from './support/fixtures.js';
import { rest, startTestGateway, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
let tokens: Record<AccountKey, string>;
beforeAll(async () => {
  gateway = await startTestGateway();
  tokens = await signInAll(gateway);
});
afterAll(async () => {
  await gateway?.stop();
});

const PROTECTED: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string][] = [
  ['GET', '/api/common/user'],
  ['PATCH', '/api/common/user'],
  ['GET', '/api/common/navigation'],
  ['GET', '/api/common/notifications'],
  ['POST', '/api/common/notifications'],
  ['PATCH', '/api/common/notifications'],
  ['DELETE', '/api/common/notifications?id=x'],
  ['GET', '/api/common/notifications/mark-all-as-read'],
  ['POST', '/api/common/notifications/toggle-read-status'],
  ['GET', '/api/common/messages'],
  ['POST', '/api/common/messages'],
  ['PATCH', '/api/common/messages'],
  ['DELETE', '/api/common/messages?id=x'],
  ['GET', '/api/common/messages/mark-all-as-read'],
  ['POST', '/api/common/messages/toggle-read-status'],
  ['GET', '/api/common/shortcuts'],
  ['POST', '/api/common/shortcuts'],
  ['PATCH', '/api/common/shortcuts'],
  ['DELETE', '/api/common/shortcuts?id=x'],
  ['GET', '/api/farms'],
  ['GET', `/api/farms/${FARMS[0].id}`],
];

describe('authentication on protected routes', () => {
  it.each(PROTECTED)('%s %s without a token answers 401 {message}', async (method, path) => {
    const res = await rest(gateway, method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.status).toBe(401);
    expect(typeof res.body?.message).toBe('string');
  });

  it.each(PROTECTED)('%s %s with a bad token answers 401 Invalid token', async (method, path) => {
    const res = await rest(gateway, method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, {
      token: 'bad.token.here',
    });
    expect(res.status).toBe(401);
    expect(`${res.body?.error ?? ''} ${res.body?.message ?? ''}`).toContain('Invalid token');
  });
});

describe('GET /api/common/user', () => {
  it.each(ACCOUNT_KEYS)('returns the signed-in user (%s) without secrets', async (key) => {
    const res = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens[key] });
    expect(res.status).toBe(200);
    expectRestUser(res.body, ACCOUNTS[key]);
    expect(res.body.id).toBe(ACCOUNTS[key].id);
    expect(sorted(res.body.farms.map((farm: { id: string }) => farm.id))).toEqual(sorted(ACCOUNTS[key].farmIds));
  });
});

describe('PATCH /api/common/user', () => {
  it('changes the status to not-visible and keeps it', async () => {
    const res = await rest(
      gateway,
      'PATCH',
      '/api/common/user',
      { user: { status: 'not-visible' } },
      { token: tokens.tech },
    );
    expect(res.status).toBe(200);
    expectRestUser(res.body, ACCOUNTS.tech);
    expect(res.body.status).toBe('not-visible');
    const again = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens.tech });
    expect(again.body.status).toBe('not-visible');
  });

  it.each(['away', 'busy', 'online'])('accepts status %s', async (status) => {
    const res = await rest(gateway, 'PATCH', '/api/common/user', { user: { status } }, { token: tokens.tech });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(status);
  });

  it('changes name and avatar, leaving the rest', async () => {
    const res = await rest(
      gateway,
      'PATCH',
      '/api/common/user',
      { user: { name: 'Nora F.', avatar: '/images/avatars/nora.png' } },
      { token: tokens.nofarm },
    );
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Nora F.');
    expect(res.body.avatar).toBe('/images/avatars/nora.png');
    expect(res.body.email).toBe(ACCOUNTS.nofarm.email);
    expectNoSecrets(res.body, ACCOUNTS.nofarm.password);
    const again = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens.nofarm });
    expect(again.body.name).toBe('Nora F.');
    expect(again.body.avatar).toBe('/images/avatars/nora.png');
  });

  it('accepts the whole user object the client sends back (status changed)', async () => {
    const current = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens.manager });
    const res = await rest(
      gateway,
      'PATCH',
      '/api/common/user',
      { user: { ...current.body, status: 'busy' } },
      { token: tokens.manager },
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('busy');
    expect(res.body.roles).toEqual(current.body.roles);
    expect(res.body.permissions).toEqual(current.body.permissions);
    expect(res.body.farms).toEqual(current.body.farms);
  });

  it('cannot grant roles, permissions, farms or another e-mail', async () => {
    const res = await rest(
      gateway,
      'PATCH',
      '/api/common/user',
      {
        user: {
          status: 'away',
          roles: ['admin'],
          permissions: ['admin.all.access'],
          farms: FARMS.map((farm) => ({ id: farm.id })),
          email: 'admin2@farmmaint.app',
        },
      },
      { token: tokens.nofarm },
    );
    // Either refused or the extra fields ignored; never applied.
    const after = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens.nofarm });
    expect(after.body.roles).not.toContain('admin');
    expect(after.body.permissions).not.toContain('admin.all.access');
    expect(after.body.farms).toEqual([]);
    expect(after.body.email).toBe(ACCOUNTS.nofarm.email);
    expect([200, 400]).toContain(res.status);
    const farms = await rest(gateway, 'GET', '/api/farms', undefined, { token: tokens.nofarm });
    expect(farms.body).toEqual([]);
  });

  it('answers 400 for an invalid status and changes nothing', async () => {
    const before = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens.admin });
    const res = await rest(
      gateway,
      'PATCH',
      '/api/common/user',
      { user: { status: 'sleeping', name: 'Changed Name' } },
      { token: tokens.admin },
    );
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
    const after = await rest(gateway, 'GET', '/api/common/user', undefined, { token: tokens.admin });
    expect(after.body).toEqual(before.body);
  });

  it('answers 400 when user is not an object', async () => {
    const res = await rest(gateway, 'PATCH', '/api/common/user', { user: 'busy' }, { token: tokens.admin });
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
  });
});

describe('GET /api/common/navigation', () => {
  const ALL_LINKS = [
    '/dashboard',
    '/equipment',
    '/inventory',
    '/work-orders/preventive',
    '/work-orders/corrective',
    '/work-orders/requests',
    '/planning',
    '/reports',
    '/user-management',
  ];

  it.each(ACCOUNT_KEYS)(
    'gives %s the four layouts of basic items, user management only with users.manage, requests only with workorders.manage',
    async (key) => {
      const res = await rest(gateway, 'GET', '/api/common/navigation', undefined, { token: tokens[key] });
      expect(res.status).toBe(200);
      expect(sorted(Object.keys(res.body))).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
      // Permissions come with a farm role: someone with no farm sees neither reports nor users.
      const hidden =
        key === 'admin' || key === 'manager'
          ? []
          : key === 'nofarm'
            ? ['/user-management', '/reports', '/work-orders/requests']
            : ['/user-management', '/work-orders/requests'];
      const expected = ALL_LINKS.filter((link) => !hidden.includes(link));
      for (const layout of ['compact', 'default', 'futuristic', 'horizontal']) {
        const items = res.body[layout];
        expect(
          items.map((item: { link: string }) => item.link),
          layout,
        ).toEqual(expected);
        for (const item of items) {
          expect(item.type).toBe('basic');
          expect(typeof item.id).toBe('string');
          expect(item.title).toBe(`nav.${item.id}`);
          expect(typeof item.icon).toBe('string');
          expect(item.icon.length).toBeGreaterThan(0);
        }
      }
    },
  );
});

describe('GET /api/farms', () => {
  it('returns every farm to the admin with {id,name,reference,location,city:{name},currency}', async () => {
    const res = await rest(gateway, 'GET', '/api/farms', undefined, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(sorted(res.body.map((farm: { id: string }) => farm.id))).toEqual(sorted(FARMS.map((farm) => farm.id)));
    for (const farm of res.body) {
      const fixture = FARMS.find((candidate) => candidate.id === farm.id)!;
      expect(farm).toEqual(
        expect.objectContaining({
          id: fixture.id,
          name: fixture.name,
          reference: fixture.reference,
          location: fixture.location,
          city: { name: fixture.city },
          currency: fixture.currency,
        }),
      );
    }
  });

  it.each(['manager', 'tech', 'nofarm'] as const)('returns only the farms of %s', async (key) => {
    const res = await rest(gateway, 'GET', '/api/farms', undefined, { token: tokens[key] });
    expect(res.status).toBe(200);
    expect(sorted(res.body.map((farm: { id: string }) => farm.id))).toEqual(sorted(ACCOUNTS[key].farmIds));
  });

  it('GET /api/farms/:id returns an accessible farm', async () => {
    const farmId = ACCOUNTS.tech.farmIds[0];
    const fixture = FARMS.find((farm) => farm.id === farmId)!;
    const res = await rest(gateway, 'GET', `/api/farms/${farmId}`, undefined, { token: tokens.tech });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        id: farmId,
        name: fixture.name,
        reference: fixture.reference,
        city: { name: fixture.city },
        currency: fixture.currency,
      }),
    );
  });

  it('GET /api/farms/:id of an inaccessible farm answers 403 {message: Forbidden}', async () => {
    const other = FARMS.find((farm) => !ACCOUNTS.tech.farmIds.includes(farm.id))!;
    const res = await rest(gateway, 'GET', `/api/farms/${other.id}`, undefined, { token: tokens.tech });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(expect.objectContaining({ message: 'Forbidden' }));
  });

  it('GET /api/farms/:id of a farm that does not exist answers 404 to the admin', async () => {
    const res = await rest(gateway, 'GET', '/api/farms/00000000-0000-4000-8000-000000000000', undefined, {
      token: tokens.admin,
    });
    expect(res.status).toBe(404);
  });
});

describe('unknown /api routes', () => {
  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/auth/not-a-route'],
    ['GET', '/api/common/not-a-route'],
    ['DELETE', '/api/farms-and-more'],
  ] as const)('%s %s answers 404 {message: NOT FOUND} (signed in)', async (method, path) => {
    const { token } = await signIn(gateway, ACCOUNTS.admin);
    const res = await rest(gateway, method, path, undefined, { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'NOT FOUND' });
  });

  it('answers 404 NOT FOUND for an unknown route without a token too', async () => {
    const res = await rest(gateway, 'GET', '/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'NOT FOUND' });
  });
});

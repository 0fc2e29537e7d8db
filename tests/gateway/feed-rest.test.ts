// REST notifications and messages (same routes under /api/common/notifications and
// /api/common/messages): list per farm scope, create, update, delete, toggle, mark all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  demo,
  expectNewestFirst,
  feedOf,
  signInAll,
  sorted,
  type AccountKey,
  type FeedKind,
} from './support/fixtures.js';
import { rest, startTestGateway, type TestGateway, type Json } from './support/gateway.js';

let gateway: TestGateway;
let tokens: Record<AccountKey, string>;
beforeAll(async () => {
  gateway = await startTestGateway();
  tokens = await signInAll(gateway);
});
afterAll(async () => {
  await gateway?.stop();
});

const ids = (items: { id: string }[]) => sorted(items.map((item) => item.id));
const [farmA, farmB] = ACCOUNTS.manager.farmIds;

describe.each(['notifications', 'messages'] as FeedKind[])('/api/common/%s', (kind) => {
  const base = `/api/common/${kind}`;
  const singular = kind === 'notifications' ? 'notification' : 'message';

  async function list(key: AccountKey, farmId?: string) {
    const res = await rest(gateway, 'GET', farmId ? `${base}?farm_id=${farmId}` : base, undefined, {
      token: tokens[key],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    return res.body as Json[];
  }

  it('lists only the account-wide items when no farm is given, newest first', async () => {
    const items = await list('manager');
    expect(ids(items)).toEqual(ids(feedOf(kind, ACCOUNTS.manager, { farmId: null })));
    expectNewestFirst(items);
    for (const item of items) expect(item.farmId ?? null).toBeNull();
  });

  it("lists account-wide plus the farm_id farm's items, newest first, in the fixture order", async () => {
    const items = await list('manager', farmA);
    const expected = feedOf(kind, ACCOUNTS.manager, { farmId: farmA });
    expect(items.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expectNewestFirst(items);
    expect(items.some((item) => item.farmId === farmB)).toBe(false);
  });

  it('reads the farm from the X-Farm-Id header as well', async () => {
    const res = await rest(gateway, 'GET', base, undefined, { token: tokens.manager, farmId: farmB });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(ids(feedOf(kind, ACCOUNTS.manager, { farmId: farmB })));
  });

  it('returns items with the documented shape', async () => {
    const items = await list('tech', ACCOUNTS.tech.farmIds[0]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          read: expect.any(Boolean),
          useRouter: expect.any(Boolean),
          time: expect.any(String),
        }),
      );
      expect(Number.isNaN(Date.parse(item.time))).toBe(false);
      expect('title' in item && 'description' in item && 'link' in item && 'image' in item).toBe(true);
      if (kind === 'notifications') expect('icon' in item).toBe(true);
    }
    const fixture = feedOf(kind, ACCOUNTS.tech)[0];
    const item = items.find((candidate) => candidate.id === fixture.id);
    expect(item.title).toBe(fixture.title);
    expect(item.read).toBe(fixture.read);
  });

  it("only ever lists the signed-in user's own items (farm shared with another user)", async () => {
    const techItems = await list('tech', farmA);
    const managerItems = await list('manager', farmA);
    const techOwn = new Set(feedOf(kind, ACCOUNTS.tech).map((item) => item.id));
    const managerOwn = new Set(feedOf(kind, ACCOUNTS.manager).map((item) => item.id));
    for (const item of techItems) expect(techOwn.has(item.id)).toBe(true);
    for (const item of managerItems) expect(managerOwn.has(item.id)).toBe(true);
    const adminItems = await list('admin', farmA);
    for (const item of adminItems) expect(techOwn.has(item.id) || managerOwn.has(item.id)).toBe(false);
  });

  it('POST creates an item (201/200) that then appears in the list', async () => {
    const payload = {
      title: `New ${singular}`,
      description: 'Made by <b>the test</b>',
      link: '/equipment',
      useRouter: true,
      ...(kind === 'notifications' ? { icon: 'BellOutlined' } : {}),
    };
    const res = await rest(gateway, 'POST', base, { [singular]: payload }, { token: tokens.nofarm });
    expect([200, 201]).toContain(res.status);
    expect(res.body).toEqual(
      expect.objectContaining({ ...payload, id: expect.any(String), read: false, time: expect.any(String) }),
    );
    const items = await list('nofarm');
    expect(items[0].id).toBe(res.body.id); // newest first
    const other = await list('tech');
    expect(other.some((item) => item.id === res.body.id)).toBe(false);
  });

  it("POST with a farmId creates a farm item shown only in that farm's scope", async () => {
    const res = await rest(
      gateway,
      'POST',
      base,
      { [singular]: { title: 'Farm scoped', farmId: farmB } },
      { token: tokens.manager },
    );
    expect([200, 201]).toContain(res.status);
    expect(res.body.farmId).toBe(farmB);
    expect((await list('manager', farmB)).some((item) => item.id === res.body.id)).toBe(true);
    expect((await list('manager', farmA)).some((item) => item.id === res.body.id)).toBe(false);
  });

  it('POST with a farmId the user cannot access answers 403 and creates nothing', async () => {
    const before = await list('tech');
    const res = await rest(
      gateway,
      'POST',
      base,
      { [singular]: { title: 'Sneaky', farmId: farmB } },
      { token: tokens.tech },
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual(expect.objectContaining({ message: 'Forbidden' }));
    const manager = await list('manager', farmB);
    expect(manager.some((item) => item.title === 'Sneaky')).toBe(false);
    expect(ids(await list('tech'))).toEqual(ids(before));
  });

  it('POST with an invalid item answers 400 and creates nothing', async () => {
    const before = await list('nofarm');
    const res = await rest(
      gateway,
      'POST',
      base,
      { [singular]: { title: 'Bad', read: 'yes', useRouter: 'sometimes' } },
      { token: tokens.nofarm },
    );
    expect(res.status).toBe(400);
    expect(typeof res.body?.message).toBe('string');
    expect(ids(await list('nofarm'))).toEqual(ids(before));
  });

  it('PATCH {id, item} updates the given fields and keeps the others', async () => {
    const target = feedOf(kind, ACCOUNTS.admin)[0];
    const res = await rest(
      gateway,
      'PATCH',
      base,
      { id: target.id, [singular]: { title: 'Renamed', read: true } },
      { token: tokens.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(target.id);
    expect(res.body.title).toBe('Renamed');
    expect(res.body.read).toBe(true);
    const fixture = (demo[kind] as { id: string; description: string | null; link: string | null }[]).find(
      (item) => item.id === target.id,
    )!;
    const stored = (await list('admin')).find((item) => item.id === target.id);
    expect(stored.title).toBe('Renamed');
    expect(stored.read).toBe(true);
    expect(stored.description).toBe(fixture.description);
    expect(stored.link).toBe(fixture.link);
  });

  it('PATCH of an unknown id answers 200 null', async () => {
    const res = await rest(
      gateway,
      'PATCH',
      base,
      { id: '00000000-0000-4000-8000-000000000000', [singular]: { title: 'x' } },
      { token: tokens.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('POST toggle-read-status {item: {id, read}} sets read to the value sent', async () => {
    const target = feedOf(kind, ACCOUNTS.tech).find((item) => !item.read)!;
    const toggle = (read: unknown) =>
      rest(
        gateway,
        'POST',
        `${base}/toggle-read-status`,
        { [singular]: { id: target.id, read } },
        { token: tokens.tech },
      );
    const first = await toggle(true);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(target.id);
    expect(first.body.read).toBe(true);
    // Sets, never flips: the same value twice stays.
    expect((await toggle(true)).body.read).toBe(true);
    expect((await toggle(false)).body.read).toBe(false);
    expect((await toggle(false)).body.read).toBe(false);
    for (const bad of ['yes', undefined]) expect((await toggle(bad)).status).toBe(400);
    const old = await rest(gateway, 'POST', `${base}/toggle-read-status`, { id: target.id }, { token: tokens.tech });
    expect(old.status).toBe(400);
    const unknown = await rest(
      gateway,
      'POST',
      `${base}/toggle-read-status`,
      { [singular]: { id: '00000000-0000-4000-8000-000000000000', read: true } },
      { token: tokens.tech },
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
  });

  it('DELETE ?id= answers the deleted item and it is gone; a second delete answers null', async () => {
    const created = await rest(gateway, 'POST', base, { [singular]: { title: 'To delete' } }, { token: tokens.tech });
    const res = await rest(gateway, 'DELETE', `${base}?id=${created.body.id}`, undefined, { token: tokens.tech });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created.body);
    expect((await list('tech')).some((item) => item.id === created.body.id)).toBe(false);
    const again = await rest(gateway, 'DELETE', `${base}?id=${created.body.id}`, undefined, { token: tokens.tech });
    expect(again.status).toBe(200);
    expect(again.body).toBeNull();
  });

  it('DELETE without id or with an unknown one answers null and deletes nothing', async () => {
    const before = await list('tech');
    for (const path of [base, `${base}?id=00000000-0000-4000-8000-000000000000`, `${base}?id=x`]) {
      const res = await rest(gateway, 'DELETE', path, undefined, { token: tokens.tech });
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
    }
    expect(ids(await list('tech'))).toEqual(ids(before));
  });

  it('POST {item} answers a fresh id, whatever id was sent, and the item comes first', async () => {
    const res = await rest(
      gateway,
      'POST',
      base,
      { [singular]: { id: 'mine', title: 'Newest' } },
      { token: tokens.tech },
    );
    expect(res.status).toBe(200);
    expect(res.body.id).not.toBe('mine');
    expect((await list('tech'))[0].id).toBe(res.body.id);
  });

  it('GET mark-all-as-read answers true and then every item of the user is read and seen (all farms)', async () => {
    expect((await list('manager', farmA)).some((item) => !item.read)).toBe(true);
    const res = await rest(gateway, 'GET', `${base}/mark-all-as-read`, undefined, { token: tokens.manager });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    for (const farmId of [undefined, farmA, farmB]) {
      for (const item of await list('manager', farmId)) {
        expect(item.read, `${item.id} in ${farmId}`).toBe(true);
        expect(item.seen, `${item.id} in ${farmId}`).toBe(true);
      }
    }
    // Other users untouched.
    expect((await list('tech', farmA)).some((item) => !item.read)).toBe(true);
  });
});

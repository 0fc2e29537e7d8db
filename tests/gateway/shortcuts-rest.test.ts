// REST shortcuts: GET, POST {shortcut}, PATCH {id, shortcut}, DELETE ?id=.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, shortcutsOf, signInAll, sorted, type AccountKey } from './support/fixtures.js';
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

const base = '/api/common/shortcuts';

async function list(key: AccountKey): Promise<Json[]> {
  const res = await rest(gateway, 'GET', base, undefined, { token: tokens[key] });
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body;
}

describe('/api/common/shortcuts', () => {
  it.each(['admin', 'manager', 'tech', 'nofarm'] as AccountKey[])(
    'GET lists exactly the shortcuts of %s',
    async (key) => {
      const items = await list(key);
      expect(sorted(items.map((item) => item.id))).toEqual(sorted(shortcutsOf(ACCOUNTS[key]).map((item) => item.id)));
      for (const item of items) {
        expect(item).toEqual(
          expect.objectContaining({
            id: expect.any(String),
            label: expect.any(String),
            link: expect.any(String),
            useRouter: expect.any(Boolean),
          }),
        );
        expect('description' in item && 'icon' in item).toBe(true);
      }
    },
  );

  it('POST {shortcut} creates one for the user only, placed first, with a fresh id', async () => {
    const shortcut = {
      label: 'Reports',
      description: 'Monthly costs',
      icon: 'BarChartOutlined',
      link: '/reports',
      useRouter: true,
    };
    const res = await rest(gateway, 'POST', base, { shortcut: { ...shortcut, id: 'mine' } }, { token: tokens.tech });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ ...shortcut, id: expect.any(String) }));
    expect(res.body.id).not.toBe('mine');
    expect((await list('tech'))[0].id).toBe(res.body.id);
    expect((await list('manager')).some((item) => item.id === res.body.id)).toBe(false);
  });

  it('POST without label or link answers 400 and creates nothing', async () => {
    const before = await list('tech');
    const noLabel = await rest(gateway, 'POST', base, { shortcut: { link: '/reports' } }, { token: tokens.tech });
    expect(noLabel.status).toBe(400);
    expect(typeof noLabel.body?.message).toBe('string');
    const noLink = await rest(gateway, 'POST', base, { shortcut: { label: 'Nowhere' } }, { token: tokens.tech });
    expect(noLink.status).toBe(400);
    expect((await list('tech')).length).toBe(before.length);
  });

  it('PATCH {id, shortcut} updates the given fields and keeps the others', async () => {
    const target = shortcutsOf(ACCOUNTS.manager)[0];
    const res = await rest(
      gateway,
      'PATCH',
      base,
      { id: target.id, shortcut: { label: 'Machines' } },
      { token: tokens.manager },
    );
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(target.id);
    expect(res.body.label).toBe('Machines');
    expect(res.body.link).toBe(target.link);
    const stored = (await list('manager')).find((item) => item.id === target.id);
    expect(stored.label).toBe('Machines');
  });

  it('PATCH of an unknown id answers 200 null', async () => {
    const res = await rest(
      gateway,
      'PATCH',
      base,
      { id: '00000000-0000-4000-8000-000000000000', shortcut: { label: 'x' } },
      { token: tokens.manager },
    );
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('DELETE ?id= answers the deleted shortcut and removes it; again answers null', async () => {
    const target = (await list('nofarm'))[0];
    const res = await rest(gateway, 'DELETE', `${base}?id=${target.id}`, undefined, { token: tokens.nofarm });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(target);
    expect((await list('nofarm')).some((item) => item.id === target.id)).toBe(false);
    const again = await rest(gateway, 'DELETE', `${base}?id=${target.id}`, undefined, { token: tokens.nofarm });
    expect(again.status).toBe(200);
    expect(again.body).toBeNull();
  });
});

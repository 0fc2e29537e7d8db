// Migration 0007 cleans addresses stored before the services checked them: unsafe pictures
// become null, unsafe notification links are dropped (the text stays), and shortcuts that
// only held an unsafe link are removed. Safe values, inline avatars included, are untouched.
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, feedItems, shortcuts, users } from '../../gateway/src/db/schema.js';
import { ACCOUNTS, FARMS } from './support/fixtures.js';
import { startTestGateway, type TestGateway } from './support/gateway.js';

const MIGRATION = readFileSync(
  new URL('../../gateway/src/db/migrations/0007_clean_unsafe_addresses.sql', import.meta.url),
  'utf8',
);
const INLINE = 'data:image/png;base64,iVBORw0KGgo=';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

describe('0007_clean_unsafe_addresses', () => {
  it('drops unsafe addresses and keeps safe ones', async () => {
    const { db } = gateway.database;
    const farmId = FARMS[0].id;
    const userId = ACCOUNTS.tech.id;
    const photos = [
      'javascript:alert(1)',
      '//evil.example/x.png',
      '/\\evil.example',
      'https://cdn.example/ok.jpg',
      '/assets/ok.png',
    ];
    const machines = await db
      .insert(equipment)
      .values(
        photos.map((photoUrl, n) => ({
          farmId,
          code: `MIG-${n}`,
          name: 'Migration',
          category: 'TRACTOR' as const,
          photoUrl,
        })),
      )
      .returning({ id: equipment.id, photoUrl: equipment.photoUrl });
    const links = [
      { link: '/\\evil.example', useRouter: true },
      { link: 'javascript:alert(1)', useRouter: false },
      { link: '/equipment', useRouter: true },
      { link: 'https://example.org/changelog', useRouter: false },
      { link: 'https://example.org/not-a-route', useRouter: true },
    ];
    const items = await db
      .insert(feedItems)
      .values(
        links.map((link) => ({
          kind: 'notification' as const,
          userId,
          title: 'Kept text',
          image: 'javascript:x',
          ...link,
        })),
      )
      .returning({ id: feedItems.id });
    const kept = await db
      .insert(shortcuts)
      .values(links.map((link, n) => ({ userId, label: `Migration ${n}`, position: 100 + n, ...link })))
      .returning({ id: shortcuts.id });
    await db.update(users).set({ avatar: 'javascript:alert(1)' }).where(eq(users.id, userId));
    await db.update(users).set({ avatar: INLINE }).where(eq(users.id, ACCOUNTS.manager.id));

    for (let run = 0; run < 2; run++) await gateway.database.exec(MIGRATION); // a second run changes nothing more

    const after = await db
      .select({ id: equipment.id, photoUrl: equipment.photoUrl })
      .from(equipment)
      .where(
        inArray(
          equipment.id,
          machines.map((m) => m.id),
        ),
      );
    const photoOf = new Map(after.map((row) => [row.id, row.photoUrl]));
    expect(machines.map((m) => photoOf.get(m.id))).toEqual([
      null,
      null,
      null,
      'https://cdn.example/ok.jpg',
      '/assets/ok.png',
    ]);

    const feed = await db
      .select()
      .from(feedItems)
      .where(
        inArray(
          feedItems.id,
          items.map((item) => item.id),
        ),
      );
    const linkOf = new Map(feed.map((row) => [row.id, row.link]));
    expect(items.map((item) => linkOf.get(item.id))).toEqual([
      null,
      null,
      '/equipment',
      'https://example.org/changelog',
      null,
    ]);
    expect(feed.every((row) => row.title === 'Kept text' && row.image === null)).toBe(true);

    const remaining = await db
      .select({ id: shortcuts.id, link: shortcuts.link })
      .from(shortcuts)
      .where(
        inArray(
          shortcuts.id,
          kept.map((s) => s.id),
        ),
      );
    expect(remaining.map((row) => row.link).sort()).toEqual(['/equipment', 'https://example.org/changelog']);

    const avatars = await db
      .select({ id: users.id, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, [userId, ACCOUNTS.manager.id]));
    expect(Object.fromEntries(avatars.map((row) => [row.id, row.avatar]))).toEqual({
      [userId]: null,
      [ACCOUNTS.manager.id]: INLINE,
    });
  });
});

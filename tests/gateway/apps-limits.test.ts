// The demo store's bound on what a client can make us keep: at most 2,000 records of a kind per
// account, also when many creations arrive at once (on PostgreSQL they run side by side).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoRecords } from '../../gateway/src/db/schema.js';
import { MAX_RECORDS_PER_KIND } from '../../gateway/src/modules/apps/kit/demo-store.js';
import { freshToken } from './support/apps.js';
import { rest, startTestGateway, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

it('20 contacts created at once two short of the bound: 2 are stored, 18 refused with 400', async () => {
  const token = await freshToken(gateway, 'limits');
  const { id: userId } = (await rest(gateway, 'GET', '/api/common/user', undefined, { token })).body;
  await rest(gateway, 'GET', '/api/apps/contacts/all', undefined, { token });
  const kept = async () =>
    (
      await gateway.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(demoRecords)
        .where(and(eq(demoRecords.userId, userId), eq(demoRecords.app, 'contacts'), eq(demoRecords.kind, 'contact')))
    )[0].count;
  // Filled up to two short of the bound behind the service's back.
  await gateway.database.db.execute(sql`INSERT INTO demo_records (user_id, app, kind, id, position, data)
    SELECT ${userId}, 'contacts', 'contact', gen_random_uuid(), 1000000 + g, jsonb_build_object('name', 'Filler ' || g)
    FROM generate_series(1, ${MAX_RECORDS_PER_KIND - 2 - (await kept())}) g`);
  expect(await kept()).toBe(MAX_RECORDS_PER_KIND - 2);

  const answers = await Promise.all(
    Array.from({ length: 20 }, () => rest(gateway, 'POST', '/api/apps/contacts/contact', {}, { token })),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
  expect(answers.filter((answer) => answer.status === 400)).toHaveLength(18);
  expect(await kept()).toBe(MAX_RECORDS_PER_KIND);
});

// Mailbox labels made at the same instant (on a PostgreSQL server, by requests running side by
// side): each gets its own slug, the first the title's and the others -1, -2, …, as when they
// come one after the other.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshToken } from './support/apps.js';
import { rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const base = '/api/apps/mailbox';
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

it('eight labels of one title created at once get eight slugs, and so do eight renames', async () => {
  const token = await freshToken(gateway);
  const slugs = (answers: { status: number; body: Json }[]) => {
    for (const answer of answers) expect(answer.status).toBe(200);
    return answers.map((answer) => answer.body.slug).sort();
  };
  const expected = ['spare-parts', ...Array.from({ length: 7 }, (_, n) => `spare-parts-${n + 1}`)].sort();

  const created = await Promise.all(
    Array.from({ length: 8 }, () =>
      rest(gateway, 'POST', `${base}/label`, { label: { title: 'Spare parts', color: 'blue' } }, { token }),
    ),
  );
  expect(slugs(created)).toEqual(expected);

  const renamed = await Promise.all(
    created.map((answer) =>
      rest(gateway, 'PATCH', `${base}/label`, { id: answer.body.id, label: { title: 'Tyres' } }, { token }),
    ),
  );
  expect(slugs(renamed)).toEqual(expected.map((slug) => slug.replace('spare-parts', 'tyres')));
  const labels: Json[] = (await rest(gateway, 'GET', `${base}/labels`, undefined, { token })).body;
  expect(new Set(labels.map((label) => label.slug)).size).toBe(labels.length);
});

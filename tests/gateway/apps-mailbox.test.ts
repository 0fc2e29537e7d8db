// The mailbox demo app (spec §7 Mailbox, §9; contract §4.7) through REST: folder counts, mails
// by folder, filter or label newest first, 10 a page (first, last, one past the last), label
// slugs with a numeric suffix, labels stripped from mails on delete, shallow merges, refusals
// that change nothing, and each account's own copy. GraphQL: apps-mailbox-graphql.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSignedInOnly, freshToken, HUGE_TEXT, NOT_JSON, UNKNOWN_ID } from './support/apps.js';
import {
  expectDates,
  folderId,
  inFolder,
  labelId,
  MAILBOX,
  mailboxReads,
  mailFixtures,
  newestFirst,
} from './support/apps-mailbox.js';
import { rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});
const { get, counts } = mailboxReads(() => gateway);

describe('mailbox: REST', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'mail-rest');
  });

  it('every path needs a token', async () => {
    await expectSignedInOnly(gateway, [
      ['GET', `${MAILBOX}/settings`],
      ['PATCH', `${MAILBOX}/settings`],
      ['GET', `${MAILBOX}/folders`],
      ['GET', `${MAILBOX}/filters`],
      ['GET', `${MAILBOX}/labels`],
      ['POST', `${MAILBOX}/label`],
      ['PATCH', `${MAILBOX}/label`],
      ['DELETE', `${MAILBOX}/label?id=${UNKNOWN_ID}`],
      ['GET', `${MAILBOX}/mails?folder=inbox`],
      ['GET', `${MAILBOX}/mail?id=${UNKNOWN_ID}`],
      ['PATCH', `${MAILBOX}/mail`],
    ]);
  });

  it('60 mails; folders with the spec counts, filters, labels, settings', async () => {
    expect(mailFixtures.mails).toHaveLength(60);
    const folders = await get(token, '/folders');
    expect(folders.map((folder: Json) => Object.keys(folder).sort())).toEqual(
      Array(5).fill(['count', 'icon', 'id', 'slug', 'title']),
    );
    expect(await counts(token)).toEqual({ inbox: 18, sent: 0, drafts: 5, spam: 7, trash: 0 });
    expect((await get(token, '/filters')).map((filter: Json) => filter.slug)).toEqual(['starred', 'important']);
    expect(await get(token, '/labels')).toEqual(mailFixtures.labels);
    expect(await get(token, '/settings')).toEqual({ messageLayout: 'right' });
  });

  it('mails by folder: newest first, 10 a page; first, last and one past the last page', async () => {
    const inbox = newestFirst(inFolder('inbox'));
    const first = await get(token, '/mails?folder=inbox');
    expect(first.pagination).toEqual({
      totalResults: 32,
      resultsPerPage: 10,
      currentPage: 1,
      lastPage: 4,
      startIndex: 0,
      endIndex: 9,
    });
    expect(first.mails.map((mail: Json) => mail.id)).toEqual(inbox.slice(0, 10).map((mail: Json) => mail.id));
    expectDates(
      first.mails.map((mail: Json) => mail.date),
      inbox.slice(0, 10),
    );
    for (const mail of first.mails) {
      expect(mail.ccCount).toBe(mail.cc?.length ?? 0);
      expect(mail.bccCount).toBe(mail.bcc?.length ?? 0);
      expect(mail).not.toHaveProperty('daysAgo');
    }
    const last = await get(token, '/mails?folder=inbox&page=4');
    expect(last.mails.map((mail: Json) => mail.id)).toEqual(inbox.slice(30).map((mail: Json) => mail.id));
    expect(last.pagination).toMatchObject({ currentPage: 4, lastPage: 4, startIndex: 30, endIndex: 31 });
    expect(await get(token, '/mails?folder=inbox&page=5')).toEqual({ mails: null, pagination: { lastPage: 4 } });
    const totals = [];
    for (const query of ['folder=sent', 'folder=drafts', 'folder=spam', 'folder=trash', 'filter=starred'])
      totals.push((await get(token, `/mails?${query}`)).pagination.totalResults);
    expect(totals).toEqual([10, 5, 7, 6, 34]);
    expect((await get(token, '/mails?filter=important')).pagination.lastPage).toBe(3);
    expect((await get(token, '/mails?filter=unread')).pagination.totalResults).toBe(31);
    expect((await get(token, '/mails?label=personal&page=5')).mails).toHaveLength(7);
  });

  it('an empty list (forums) and unknown slugs answer an empty first page', async () => {
    const empty = { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 };
    for (const query of ['label=forums', 'folder=archive', 'label=nope', 'filter=subject'])
      expect(await get(token, `/mails?${query}`), query).toEqual({ mails: [], pagination: empty });
    expect(await get(token, '/mails?folder=archive&page=2')).toEqual({ mails: null, pagination: { lastPage: 1 } });
  });

  it('GET mail: the mail without ccCount; unknown answers 200 null', async () => {
    const [fixture] = inFolder('sent');
    const { daysAgo: _d, time: _t, date: _date, ...stored } = fixture;
    const { date, ...answered } = await get(token, `/mail?id=${fixture.id}`);
    expect(answered).toEqual(stored);
    expectDates([date], [fixture]);
    for (const id of [UNKNOWN_ID, 'nope']) expect(await get(token, `/mail?id=${id}`)).toBeNull();
  });

  it('PATCH mail merges its states; counts follow; unknown id answers null', async () => {
    const target = inFolder('inbox').find((mail: Json) => mail.unread && !mail.starred);
    const res = await rest(
      gateway,
      'PATCH',
      `${MAILBOX}/mail`,
      { id: target.id, mail: { unread: false, starred: true } },
      { token },
    );
    expect(res.body).toMatchObject({ id: target.id, subject: target.subject, unread: false, starred: true });
    expect((await counts(token)).inbox).toBe(17);
    const moved = inFolder('inbox').find((mail: Json) => mail.unread && mail.id !== target.id);
    await rest(gateway, 'PATCH', `${MAILBOX}/mail`, { id: moved.id, mail: { folder: folderId('spam') } }, { token });
    expect(await counts(token)).toEqual({ inbox: 16, sent: 0, drafts: 5, spam: 8, trash: 0 });
    const unknown = await rest(
      gateway,
      'PATCH',
      `${MAILBOX}/mail`,
      { id: UNKNOWN_ID, mail: { starred: true } },
      { token },
    );
    expect([unknown.status, unknown.body]).toEqual([200, null]);
  });

  it('POST label: slug from the title, a taken slug gets -1, -2; PATCH re-slugs; unknown is null', async () => {
    const post = (label: Json) => rest(gateway, 'POST', `${MAILBOX}/label`, { label }, { token });
    expect((await post({ title: 'Work', color: 'indigo' })).body).toEqual({
      id: expect.any(String),
      title: 'Work',
      slug: 'work-1',
      color: 'indigo',
    });
    expect((await post({ title: 'work' })).body).toMatchObject({ slug: 'work-2', color: 'blue' });
    const odd = (await post({ title: 'Spare Parts & Oil' })).body;
    expect(odd.slug).toBe('spare-parts--oil');
    expect((await get(token, '/labels')).at(-1)).toEqual(odd);
    const patch = (body: Json) => rest(gateway, 'PATCH', `${MAILBOX}/label`, body, { token });
    expect((await patch({ id: odd.id, label: { id: odd.id, slug: 'x', title: 'Invoices' } })).body).toEqual({
      ...odd,
      title: 'Invoices',
      slug: 'invoices-1',
    });
    expect((await patch({ id: odd.id, label: { color: 'red' } })).body).toMatchObject({
      slug: 'invoices-1',
      color: 'red',
    });
    expect((await patch({ id: UNKNOWN_ID, label: { title: 'x' } })).body).toBeNull();
  });

  it('DELETE label strips it from every mail; an unknown id deletes nothing', async () => {
    const id = labelId('invoices');
    const carrier = mailFixtures.mails.find((mail: Json) => mail.labels.includes(id));
    expect((await rest(gateway, 'DELETE', `${MAILBOX}/label?id=${id}`, undefined, { token })).body).toBe(true);
    expect((await get(token, `/mail?id=${carrier.id}`)).labels).toEqual(carrier.labels.filter((l: string) => l !== id));
    expect((await get(token, '/mails?label=invoices')).pagination.totalResults).toBe(0);
    const before = await get(token, '/labels');
    expect((await rest(gateway, 'DELETE', `${MAILBOX}/label?id=${UNKNOWN_ID}`, undefined, { token })).body).toBe(true);
    expect(await get(token, '/labels')).toEqual(before);
  });

  it('bad input answers 400 and changes nothing', async () => {
    const mail = inFolder('drafts')[0];
    const snapshot = async () => [
      await get(token, '/labels'),
      await get(token, '/settings'),
      await get(token, `/mail?id=${mail.id}`),
    ];
    const before = await snapshot();
    for (const query of [
      '',
      'folder=inbox&label=work',
      'folder=',
      'folder=inbox&page=0',
      'folder=inbox&page=-1',
      'folder=inbox&page=1.5',
      'folder=inbox&page=x',
      'folder=inbox&folder=sent',
      `label=${'a'.repeat(201)}`,
    ]) {
      const res = await rest(gateway, 'GET', `${MAILBOX}/mails?${query}`, undefined, { token });
      expect(res.status, query).toBe(400);
    }
    const bad: ['POST' | 'PATCH', string, unknown][] = [
      ['PATCH', '/mail', NOT_JSON],
      ['PATCH', '/mail', { id: mail.id, mail: { starred: 'yes' } }],
      ['PATCH', '/mail', { id: mail.id, mail: { subject: 'changed' } }],
      ['PATCH', '/mail', { id: mail.id, mail: { folder: UNKNOWN_ID } }],
      ['PATCH', '/mail', { id: mail.id, mail: { labels: [labelId('work'), UNKNOWN_ID] } }],
      ['PATCH', '/mail', { id: mail.id, mail: { labels: Array(101).fill(labelId('work')) } }],
      ['POST', '/label', { label: { title: '' } }],
      ['POST', '/label', { label: { title: HUGE_TEXT } }],
      ['POST', '/label', { label: { title: 'Farm', color: 'x'.repeat(33) } }],
      ['PATCH', '/label', { id: labelId('work'), label: { title: 7 } }],
      ['PATCH', '/settings', { settings: { messageLayout: 'Right side!' } }],
      ['PATCH', '/settings', { settings: { theme: 'dark' } }],
    ];
    for (const [method, path, body] of bad) {
      const res = await rest(gateway, method, `${MAILBOX}${path}`, body, { token });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
    const layout = await rest(
      gateway,
      'PATCH',
      `${MAILBOX}/settings`,
      { settings: { messageLayout: 'full' } },
      { token },
    );
    expect(layout.body).toEqual({ messageLayout: 'full' });
  });
});

describe('mailbox: isolation', () => {
  it("account B never sees or changes account A's mails, labels or settings", async () => {
    const a = await freshToken(gateway, 'mail-a');
    const b = await freshToken(gateway, 'mail-b');
    const target = inFolder('inbox').find((mail: Json) => mail.unread);
    await rest(gateway, 'PATCH', `${MAILBOX}/mail`, { id: target.id, mail: { unread: false } }, { token: a });
    const label = (await rest(gateway, 'POST', `${MAILBOX}/label`, { label: { title: 'Mine' } }, { token: a })).body;
    await rest(gateway, 'PATCH', `${MAILBOX}/settings`, { settings: { messageLayout: 'full' } }, { token: a });
    expect((await counts(a)).inbox).toBe(17);
    expect((await counts(b)).inbox).toBe(18);
    expect((await get(b, `/mail?id=${target.id}`)).unread).toBe(true);
    expect(await get(b, '/labels')).toEqual(mailFixtures.labels);
    expect(await get(b, '/settings')).toEqual({ messageLayout: 'right' });
    const patched = await rest(
      gateway,
      'PATCH',
      `${MAILBOX}/label`,
      { id: label.id, label: { title: 'B' } },
      { token: b },
    );
    expect(patched.body).toBeNull();
    await rest(gateway, 'DELETE', `${MAILBOX}/label?id=${label.id}`, undefined, { token: b });
    expect((await get(a, '/labels')).at(-1)).toEqual(label);
  });
});

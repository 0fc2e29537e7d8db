// Global search (spec §5 and §7 Common, contract §3.4) through REST and GraphQL: the groups
// contacts, pages and tasks and their shape, case-insensitive matching, task notes, <mark> in
// escaped task titles, the empty query, at most 10 results a group, and each account's own data.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { appFixtures, expectSignedInOnly, freshToken, NOT_JSON } from './support/apps.js';
import { errorCode, gql, gqlRaw, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const path = '/api/common/search';
const tasks = appFixtures('tasks').tasks as Json[];
const contacts = appFixtures('contacts').contacts as Json[];
const words = (lang: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../web/public/assets/i18n/${lang}.json`, import.meta.url)), 'utf8'))
    .nav as Record<string, string>;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

const GlobalSearchQuery = graphql(`
  query AppsGlobalSearch($query: String!, $lang: SearchLanguage) {
    globalSearch(query: $query, lang: $lang) {
      contacts {
        link
        value
        contact {
          id
          name
        }
      }
      pages {
        link
        value
        page {
          id
          title
        }
      }
      tasks {
        link
        value
        titleHtml
        task {
          id
          title
          type
        }
      }
    }
  }
`);

const search = (token: string, query: unknown, headers: Record<string, string> = {}) =>
  rest(gateway, 'POST', path, { query }, { token, headers });
const group = (body: Json[], id: string) => body.find((entry) => entry.id === id);
const newTask = async (token: string, title: string, notes: string | null = null) => {
  const created = await rest(gateway, 'POST', '/api/apps/tasks/task', { type: 'task' }, { token });
  await rest(gateway, 'PATCH', '/api/apps/tasks/task', { id: created.body.id, task: { title, notes } }, { token });
  return created.body.id as string;
};

describe('global search: REST', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'search-rest');
  });

  it('needs a token', async () => {
    await expectSignedInOnly(gateway, [['POST', path]]);
  });

  it('groups contacts, pages, tasks in that order, only those that found something', async () => {
    const res = await search(token, 'doyle');
    expect(res.status).toBe(200);
    const doyles = contacts.filter((contact) => contact.name.toLowerCase().includes('doyle'));
    expect(doyles.length).toBeGreaterThan(1);
    expect(res.body).toEqual([
      {
        id: 'contacts',
        label: 'Contacts',
        results: doyles.map((contact) => ({ ...contact, link: `/apps/contacts/${contact.id}`, value: contact.name })),
      },
    ]);
    const all = await search(token, 'Re');
    expect(all.body.map((entry: Json) => [entry.id, entry.label])).toEqual([
      ['contacts', 'Contacts'],
      ['pages', 'Pages'],
      ['tasks', 'Tasks'],
    ]);
    expect((await search(token, 'zzzz')).body).toEqual([]);
  });

  it('each group holds at most 10 results, in stored order', async () => {
    const res = await search(token, 'e');
    const expected = tasks.filter((task) => `${task.title} ${task.notes ?? ''}`.toLowerCase().includes('e'));
    expect(group(res.body, 'tasks').results.map((task: Json) => task.id)).toEqual(
      expected.slice(0, 10).map((task) => task.id),
    );
    expect(group(res.body, 'contacts').results.map((contact: Json) => contact.id)).toEqual(
      contacts
        .filter((contact) => contact.name.toLowerCase().includes('e'))
        .slice(0, 10)
        .map((contact) => contact.id),
    );
  });

  it('pages are the navigation entries whose title, in the reader language, holds the query', async () => {
    const navigation = (await rest(gateway, 'GET', '/api/common/navigation', undefined, { token })).body.default;
    const en = words('en');
    const res = await search(token, 'ive');
    const expected = navigation.filter((item: Json) => en[item.id].toLowerCase().includes('ive'));
    expect(expected.length).toBeGreaterThan(0);
    expect(group(res.body, 'pages').results).toEqual(expected.map((item: Json) => ({ ...item, value: en[item.id] })));
    const fr = await search(token, 'ÉQUIP', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(group(fr.body, 'pages').results).toEqual([
      expect.objectContaining({
        id: 'equipment',
        link: '/equipment',
        title: 'nav.equipment',
        value: words('fr').equipment,
      }),
    ]);
    const byParam = await rest(gateway, 'POST', `${path}?lang=fr`, { query: 'pièces' }, { token });
    expect(group(byParam.body, 'pages').results.map((item: Json) => item.id)).toEqual(['inventory']);
  });

  it('tasks: title or notes, case-insensitive; matches marked in the title, value plain', async () => {
    const res = await search(token, 'GREASE');
    const grease = tasks.find((task) => task.title === 'Grease the baler');
    expect(group(res.body, 'tasks').results).toEqual([
      {
        ...grease,
        title: '<mark>Grease</mark> the baler',
        link: `/apps/tasks/${grease.id}`,
        value: 'Grease the baler',
      },
    ]);
    const notes = await search(token, 'shelf b');
    const byNotes = tasks.filter((task) => task.notes?.includes('shelf B'));
    expect(byNotes.length).toBeLessThanOrEqual(10);
    expect(group(notes.body, 'tasks').results.map((task: Json) => [task.id, task.title])).toEqual(
      byNotes.map((task) => [task.id, task.title]),
    );
  });

  it('titles are HTML: their text escaped, then the matches marked', async () => {
    const id = await newTask(token, 'Check <b>bolts</b> & "nuts" <script>');
    const res = await search(token, 'BOLTS');
    const [found] = group(res.body, 'tasks').results;
    expect(found).toMatchObject({
      id,
      title: 'Check &lt;b&gt;<mark>bolts</mark>&lt;/b&gt; &amp; &quot;nuts&quot; &lt;script&gt;',
      value: 'Check <b>bolts</b> & "nuts" <script>',
    });
    const angle = await search(token, '<B>');
    expect(group(angle.body, 'tasks').results[0].title).toBe(
      'Check <mark>&lt;b&gt;</mark>bolts&lt;/b&gt; &amp; &quot;nuts&quot; &lt;script&gt;',
    );
    for (const wildcard of ['%', '_', '.*']) expect((await search(token, wildcard)).body, wildcard).toEqual([]);
  });

  it('an empty or blank query answers {results: []}', async () => {
    for (const query of ['', '   ']) {
      const res = await search(token, query);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ results: [] });
    }
  });

  it('bad input answers 400', async () => {
    const bad: unknown[] = [
      NOT_JSON,
      {},
      { query: 7 },
      { query: null },
      { query: ['a'] },
      [],
      { query: 'a'.repeat(201) },
    ];
    for (const body of bad) {
      const res = await rest(gateway, 'POST', path, body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await search(token, ` ${'a'.repeat(198)} `)).status).toBe(200);
  });
});

describe('global search: GraphQL', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'search-graph');
  });

  it('typed groups; empty lists for an empty query; UNAUTHENTICATED without a token', async () => {
    const res = await gql(gateway, GlobalSearchQuery, { query: 'baler' }, { token });
    const baler = tasks.find((task) => task.title === 'Grease the baler');
    expect(res.body.data?.globalSearch).toEqual({
      contacts: [],
      pages: [],
      tasks: [
        {
          link: `/apps/tasks/${baler.id}`,
          value: 'Grease the baler',
          titleHtml: 'Grease the <mark>baler</mark>',
          task: { id: baler.id, title: 'Grease the baler', type: 'TASK' },
        },
      ],
    });
    const fr = await gql(gateway, GlobalSearchQuery, { query: 'tableau', lang: 'FR' }, { token });
    expect(fr.body.data?.globalSearch.pages).toEqual([
      { link: '/dashboard', value: words('fr').dashboard, page: { id: 'dashboard', title: 'nav.dashboard' } },
    ]);
    const contact = contacts.find((candidate) => candidate.name.includes('Doyle'));
    const named = await gql(gateway, GlobalSearchQuery, { query: contact.name.toUpperCase() }, { token });
    expect(named.body.data?.globalSearch.contacts).toEqual([
      { link: `/apps/contacts/${contact.id}`, value: contact.name, contact: { id: contact.id, name: contact.name } },
    ]);
    for (const query of ['', '  ']) {
      const empty = await gql(gateway, GlobalSearchQuery, { query }, { token });
      expect(empty.body.data?.globalSearch).toEqual({ contacts: [], pages: [], tasks: [] });
    }
    expect(errorCode((await gql(gateway, GlobalSearchQuery, { query: 'baler' })).body)).toBe('UNAUTHENTICATED');
  });

  it('bad input is BAD_USER_INPUT', async () => {
    const long = await gql(gateway, GlobalSearchQuery, { query: 'a'.repeat(201) }, { token });
    expect(errorCode(long.body)).toBe('BAD_USER_INPUT');
    const document = 'query($q: String!, $l: SearchLanguage) { globalSearch(query: $q, lang: $l) { pages { value } } }';
    for (const variables of [{ q: 'a', l: 'DE' }, { q: 5 }, { q: null }]) {
      const res = await gqlRaw(gateway, document, variables, { token });
      expect(errorCode(res.body), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('global search: isolation', () => {
  it("account B never finds account A's new task or contact", async () => {
    const a = await freshToken(gateway, 'search-a');
    const b = await freshToken(gateway, 'search-b');
    await newTask(a, 'Only mine: zebra drill', 'quagga notes');
    const contact = await rest(gateway, 'POST', '/api/apps/contacts/contact', {}, { token: a });
    await rest(
      gateway,
      'PATCH',
      '/api/apps/contacts/contact',
      { id: contact.body.id, contact: { name: 'Zebedee Quagga' } },
      { token: a },
    );
    const seenByA = (await search(a, 'ZEBRA')).body;
    expect(group(seenByA, 'tasks').results).toHaveLength(1);
    expect(group((await search(a, 'zebedee')).body, 'contacts').results[0].id).toBe(contact.body.id);
    expect(group((await search(a, 'quagga')).body, 'tasks').results).toHaveLength(1);
    for (const query of ['zebra', 'zebedee', 'quagga']) expect((await search(b, query)).body, query).toEqual([]);
    const graph = await gql(gateway, GlobalSearchQuery, { query: 'quagga' }, { token: b });
    expect(graph.body.data?.globalSearch).toEqual({ contacts: [], pages: [], tasks: [] });
  });
});

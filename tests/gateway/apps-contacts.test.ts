// The contacts demo app (spec §7 Contacts, contract §4.3) through REST and GraphQL: sorted by
// name, search, blank contacts first, shallow merge, tags stripped on delete, countries from the
// libraries, avatars checked by their bytes, and each account's own copy.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import {
  appFixtures,
  expectSignedInOnly,
  freshToken,
  HUGE_TEXT,
  listed,
  NOT_JSON,
  UNKNOWN_ID,
} from './support/apps.js';
import { errorCode, gql, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const fixtures = appFixtures('contacts');
const base = '/api/apps/contacts';
const UNKNOWN = UNKNOWN_ID;
const byName = (a: Json, b: Json) => a.name.localeCompare(b.name, 'en');

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

const ContactsPageQuery = graphql(`
  query AppsContactsPage($query: String, $page: Int, $size: Int) {
    contacts(query: $query, page: $page, size: $size) {
      items {
        id
        name
      }
      pagination {
        ...AppsPagination
      }
    }
  }
`);
const CountriesQuery = graphql(`
  query AppsCountries($lang: CountryNameLanguage) {
    countries(lang: $lang) {
      iso
      name
      code
    }
  }
`);
const UpdateContactMutation = graphql(`
  mutation AppsUpdateContact($id: ID!, $input: ContactPatch!) {
    updateContact(id: $id, input: $input) {
      id
      name
      company
      phoneNumbers {
        country
        phoneNumber
        label
      }
    }
  }
`);
const ContactAvatarMutation = graphql(`
  mutation AppsContactAvatar($id: ID!, $avatar: String!) {
    updateContactAvatar(id: $id, avatar: $avatar) {
      id
      avatar
    }
  }
`);
const CreateContactMutation = graphql(`
  mutation AppsCreateContact {
    createContact {
      id
      name
      emails {
        email
      }
      job {
        title
        company
      }
      tags
    }
  }
`);

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();

async function uploadAvatar(token: string, id: string, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('id', id);
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), 'avatar.png');
  const response = await fetch(`${gateway.url}${base}/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const all = (token: string) => listed(gateway, `${base}/all`, token);

describe('contacts: REST', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'contacts-rest');
  });

  it('every path needs a token', async () => {
    await expectSignedInOnly(gateway, [
      ['GET', `${base}/all`],
      ['GET', `${base}/search?query=a`],
      ['GET', `${base}/contact?id=${UNKNOWN}`],
      ['POST', `${base}/contact`],
      ['PATCH', `${base}/contact`],
      ['DELETE', `${base}/contact?id=${UNKNOWN}`],
      ['GET', `${base}/countries`],
      ['GET', `${base}/tags`],
      ['POST', `${base}/tag`],
      ['PATCH', `${base}/tag`],
      ['DELETE', `${base}/tag?id=${UNKNOWN}`],
      ['POST', `${base}/avatar`],
    ]);
    expect(errorCode((await gql(gateway, ContactsPageQuery, {})).body)).toBe('UNAUTHENTICATED');
  });

  it('GET all: the 80 contacts sorted by name; 7 tags used 19/13/11/10/10/9/8 times; 4 without a title', async () => {
    const contacts = await all(token);
    expect(contacts.map((contact) => contact.id)).toEqual([...fixtures.contacts].sort(byName).map((c: Json) => c.id));
    expect(contacts.filter((contact) => !contact.title)).toHaveLength(4);
    const tags = (await rest(gateway, 'GET', `${base}/tags`, undefined, { token })).body;
    expect(tags.map((tag: Json) => tag.title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
    const uses = tags.map((tag: Json) => contacts.filter((contact) => contact.tags.includes(tag.id)).length);
    expect([...uses].sort((a, b) => b - a)).toEqual([19, 13, 11, 10, 10, 9, 8]);
    expect(Object.keys(contacts[0])).toEqual(
      expect.arrayContaining([
        'id',
        'avatar',
        'name',
        'emails',
        'phoneNumbers',
        'company',
        'birthday',
        'address',
        'notes',
        'tags',
      ]),
    );
  });

  it('search: case-insensitive substring of the name, sorted; an empty query lists all', async () => {
    const [sample] = fixtures.contacts;
    const part = sample.name.split(' ')[1].slice(0, 3).toUpperCase();
    const res = await rest(gateway, 'GET', `${base}/search?query=${part}`, undefined, { token });
    const expected = fixtures.contacts
      .filter((c: Json) => c.name.toLowerCase().includes(part.toLowerCase()))
      .sort(byName);
    expect(res.body.map((c: Json) => c.id)).toEqual(expected.map((c: Json) => c.id));
    for (const path of [`${base}/search?query=`, `${base}/search`])
      expect((await rest(gateway, 'GET', path, undefined, { token })).body).toHaveLength(80);
    expect((await rest(gateway, 'GET', `${base}/search?query=zzzq`, undefined, { token })).body).toEqual([]);
  });

  it('GET contact answers one contact; an unknown id answers 200 null', async () => {
    const [sample] = fixtures.contacts;
    expect((await rest(gateway, 'GET', `${base}/contact?id=${sample.id}`, undefined, { token })).body).toEqual(sample);
    const res = await rest(gateway, 'GET', `${base}/contact?id=${UNKNOWN}`, undefined, { token });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('POST contact creates the blank New Contact (the body is ignored)', async () => {
    const res = await rest(gateway, 'POST', `${base}/contact`, { name: 'Ignored' }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      avatar: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      job: { title: '', company: '' },
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    expect((await all(token)).some((contact) => contact.id === res.body.id)).toBe(true);
  });

  it('PATCH contact merges the fields sent (shallowly); an unknown id answers null', async () => {
    const target = fixtures.contacts[1];
    const phoneNumbers = [{ country: 'ma', phoneNumber: '612345678', label: 'Mobile' }];
    const res = await rest(
      gateway,
      'PATCH',
      `${base}/contact`,
      { id: target.id, contact: { company: 'Atlas Dealer', phoneNumbers } },
      { token },
    );
    expect(res.body).toEqual({ ...target, company: 'Atlas Dealer', phoneNumbers });
    const unknown = await rest(gateway, 'PATCH', `${base}/contact`, { id: UNKNOWN, contact: { name: 'x' } }, { token });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
  });

  it('DELETE contact answers true; an unknown id deletes nothing', async () => {
    const before = await all(token);
    expect((await rest(gateway, 'DELETE', `${base}/contact?id=${UNKNOWN}`, undefined, { token })).body).toBe(true);
    expect(await all(token)).toHaveLength(before.length);
    expect((await rest(gateway, 'DELETE', `${base}/contact?id=${before[0].id}`, undefined, { token })).body).toBe(true);
    expect((await all(token)).map((c) => c.id)).toEqual(before.slice(1).map((c) => c.id));
  });

  it('tags: POST places a new one first, PATCH merges, DELETE strips it from every contact', async () => {
    const created = await rest(gateway, 'POST', `${base}/tag`, { tag: { title: 'Dealers' } }, { token });
    expect(created.body).toEqual({ id: expect.any(String), title: 'Dealers' });
    expect((await rest(gateway, 'GET', `${base}/tags`, undefined, { token })).body[0]).toEqual(created.body);
    const renamed = await rest(
      gateway,
      'PATCH',
      `${base}/tag`,
      { id: created.body.id, tag: { title: 'Dealer' } },
      { token },
    );
    expect(renamed.body).toEqual({ id: created.body.id, title: 'Dealer' });
    const family = fixtures.tags.find((tag: Json) => tag.title === 'Family');
    expect((await rest(gateway, 'DELETE', `${base}/tag?id=${family.id}`, undefined, { token })).body).toBe(true);
    for (const contact of await all(token)) expect(contact.tags).not.toContain(family.id);
    const tags = (await rest(gateway, 'GET', `${base}/tags`, undefined, { token })).body;
    expect(tags.map((tag: Json) => tag.id)).not.toContain(family.id);
    expect((await rest(gateway, 'DELETE', `${base}/tag?id=${UNKNOWN}`, undefined, { token })).body).toBe(true);
    expect((await rest(gateway, 'GET', `${base}/tags`, undefined, { token })).body).toEqual(tags);
  });

  it('countries: 243 from the libraries, sorted by name, in en, fr or ar', async () => {
    const en = (await rest(gateway, 'GET', `${base}/countries`, undefined, { token })).body;
    expect(en).toHaveLength(243);
    expect(en.map((c: Json) => c.name)).toEqual(
      en.map((c: Json) => c.name).sort((a: string, b: string) => a.localeCompare(b, 'en')),
    );
    const morocco = en.find((c: Json) => c.iso === 'ma');
    expect(morocco).toEqual({
      id: expect.any(String),
      iso: 'ma',
      name: 'Morocco',
      code: '+212',
      flagImagePos: expect.stringMatching(/^-1px -\d+px$/),
    });
    const fr = (await rest(gateway, 'GET', `${base}/countries?lang=fr`, undefined, { token })).body;
    expect(fr.find((c: Json) => c.iso === 'ma')).toEqual({ ...morocco, name: 'Maroc' });
    const ar = (await rest(gateway, 'GET', `${base}/countries?lang=ar`, undefined, { token })).body;
    expect(ar.find((c: Json) => c.iso === 'ma').name).toBe('المغرب');
    expect((await rest(gateway, 'GET', `${base}/countries?lang=de`, undefined, { token })).status).toBe(400);
  });

  it('avatar: an image upload is stored inline, re-encoded; size and type are checked from the bytes', async () => {
    const target = fixtures.contacts[2];
    const res = await uploadAvatar(token, target.id, await png());
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(target.id);
    expect(res.body.avatar).toMatch(/^data:image\/webp;base64,/);
    const stored = Buffer.from(res.body.avatar.split(',')[1], 'base64');
    expect((await sharp(stored).metadata()).width).toBeLessThanOrEqual(320);
    const text = await uploadAvatar(token, target.id, Buffer.from('not an image at all'), 'image/png');
    expect(text.status).toBe(415);
    const huge = await uploadAvatar(token, target.id, Buffer.alloc(8 * 1024 * 1024 + 1, 1), 'image/png');
    expect(huge.status).toBe(413);
    const unknown = await uploadAvatar(token, UNKNOWN, await png());
    expect(unknown).toEqual({ status: 200, body: null });
    const after = (await rest(gateway, 'GET', `${base}/contact?id=${target.id}`, undefined, { token })).body;
    expect(after.avatar).toBe(res.body.avatar);
    const inline = await rest(
      gateway,
      'POST',
      `${base}/avatar`,
      { id: target.id, avatar: `data:image/png;base64,${(await png()).toString('base64')}` },
      { token },
    );
    expect(inline.body.avatar).toMatch(/^data:image\/webp;base64,/);
  });

  it('bad input answers 400 and changes nothing', async () => {
    const before = await all(token);
    const target = before[3].id;
    const bad: ['POST' | 'PATCH', string, unknown][] = [
      ['PATCH', `${base}/contact`, NOT_JSON],
      ['PATCH', `${base}/contact`, { id: target, contact: { name: HUGE_TEXT } }],
      ['PATCH', `${base}/contact`, { id: target, contact: { name: 12 } }],
      ['PATCH', `${base}/contact`, { id: target, contact: { emails: 'a@b.c' } }],
      ['PATCH', `${base}/contact`, { id: target, contact: { phoneNumbers: [{ country: 'zz', phoneNumber: '1' }] } }],
      ['PATCH', `${base}/contact`, { id: target, contact: { avatar: 'javascript:alert(1)' } }],
      ['PATCH', `${base}/contact`, { id: target, contact: { birthday: 'soon' } }],
      ['POST', `${base}/tag`, { tag: { title: HUGE_TEXT } }],
      ['POST', `${base}/avatar`, { id: target, avatar: 'http://example.com/a.png' }],
    ];
    for (const [method, path, body] of bad) {
      const res = await rest(gateway, method, path, body, { token });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await all(token)).toEqual(before);
  });
});

describe('contacts: GraphQL', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'contacts-graph');
  });

  it('pages sorted by name: first, last, one past the last; bad paging is BAD_USER_INPUT', async () => {
    const sorted = [...fixtures.contacts].sort(byName);
    const first = await gql(gateway, ContactsPageQuery, { page: 0, size: 30 }, { token });
    expect(first.body.data?.contacts.items.map((c) => c.id)).toEqual(sorted.slice(0, 30).map((c: Json) => c.id));
    expect(first.body.data?.contacts.pagination).toEqual({ total: 80, page: 0, size: 30, lastPage: 3 });
    const last = await gql(gateway, ContactsPageQuery, { page: 2, size: 30 }, { token });
    expect(last.body.data?.contacts.items).toHaveLength(20);
    expect((await gql(gateway, ContactsPageQuery, { page: 3, size: 30 }, { token })).body.data?.contacts.items).toEqual(
      [],
    );
    for (const variables of [{ page: -1 }, { size: 101 }] as { page?: number; size?: number }[])
      expect(errorCode((await gql(gateway, ContactsPageQuery, variables, { token })).body)).toBe('BAD_USER_INPUT');
  });

  it('countries in French; createContact, updateContact and updateContactAvatar', async () => {
    const fr = await gql(gateway, CountriesQuery, { lang: 'FR' }, { token });
    expect(fr.body.data?.countries.find((c) => c.iso === 'fr')).toEqual({ iso: 'fr', name: 'France', code: '+33' });
    const created = await gql(gateway, CreateContactMutation, {}, { token });
    expect(created.body.data?.createContact).toMatchObject({
      name: 'New Contact',
      emails: [],
      tags: [],
      job: { title: '', company: '' },
    });
    const id = created.body.data!.createContact.id;
    const updated = await gql(
      gateway,
      UpdateContactMutation,
      {
        id,
        input: { name: 'Karim Haddad', phoneNumbers: [{ country: 'ma', phoneNumber: '600000000', label: 'Work' }] },
      },
      { token },
    );
    expect(updated.body.data?.updateContact).toEqual({
      id,
      name: 'Karim Haddad',
      company: null,
      phoneNumbers: [{ country: 'ma', phoneNumber: '600000000', label: 'Work' }],
    });
    const bad = await gql(gateway, UpdateContactMutation, { id, input: { name: HUGE_TEXT } }, { token });
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
    const avatar = await gql(
      gateway,
      ContactAvatarMutation,
      { id, avatar: `data:image/png;base64,${(await png()).toString('base64')}` },
      { token },
    );
    expect(avatar.body.data?.updateContactAvatar?.avatar).toMatch(/^data:image\/webp;base64,/);
    const notImage = await gql(
      gateway,
      ContactAvatarMutation,
      { id, avatar: 'data:image/png;base64,aGVsbG8=' },
      { token },
    );
    expect(errorCode(notImage.body)).toBe('BAD_USER_INPUT');
  });
});

describe('contacts: isolation', () => {
  it("account B never sees or changes account A's contacts", async () => {
    const a = await freshToken(gateway, 'contacts-a');
    const b = await freshToken(gateway, 'contacts-b');
    const created = await rest(gateway, 'POST', `${base}/contact`, {}, { token: a });
    const target = fixtures.contacts[5];
    await rest(gateway, 'PATCH', `${base}/contact`, { id: target.id, contact: { name: 'Changed by A' } }, { token: a });
    const seenByB = await all(b);
    expect(seenByB).toHaveLength(80);
    expect(seenByB.find((c) => c.id === target.id).name).toBe(target.name);
    expect(
      (await rest(gateway, 'PATCH', `${base}/contact`, { id: created.body.id, contact: { name: 'B' } }, { token: b }))
        .body,
    ).toBeNull();
    expect((await uploadAvatar(b, created.body.id, await png())).body).toBeNull();
    await rest(gateway, 'DELETE', `${base}/contact?id=${created.body.id}`, undefined, { token: b });
    expect((await all(a)).find((c) => c.id === created.body.id).name).toBe('New Contact');
  });
});

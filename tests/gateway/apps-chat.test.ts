// The chat demo app (spec §3, §4, §7 Chat, contract §4.2) through REST and GraphQL: 15 chats of 25
// messages, 80 contacts by name, merge, sending, unknown ids null, each account's own copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatContactsQuery,
  ChatQuery,
  ChatsQuery,
  SendChatMessageMutation,
  UpdateChatMutation,
} from './support/apps-chat.js';
import { appFixtures, expectSignedInOnly, HUGE_TEXT, listed, NOT_JSON, UNKNOWN_ID } from './support/apps.js';
import { signIn, signUpFresh } from './support/fixtures.js';
import { errorCode, gql, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const fixtures = appFixtures('chat');
const base = '/api/apps/chat';
const DAY = 86_400_000;
const dayText = (at: number) => new Date(at).toISOString().slice(0, 10).split('-').reverse().join('/');
const contactOf = (id: string) => fixtures.contacts.find((contact: Json) => contact.id === id);

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

async function account(prefix: string): Promise<{ token: string; user: Json }> {
  return signIn(gateway, await signUpFresh(gateway, prefix));
}
const chats = (token: string) => listed(gateway, `${base}/chats`, token);
const get = async (path: string, token: string) => (await rest(gateway, 'GET', path, undefined, { token })).body;

describe('chat: REST', () => {
  let token: string, user: Json;
  beforeAll(async () => {
    ({ token, user } = await account('chat-rest'));
  });

  it('every path needs a token', async () => {
    await expectSignedInOnly(gateway, [
      ['GET', `${base}/chats`],
      ['GET', `${base}/chat?id=${UNKNOWN_ID}`],
      ['PATCH', `${base}/chat`],
      ['POST', `${base}/message`],
      ['GET', `${base}/contacts`],
      ['GET', `${base}/contact?id=${UNKNOWN_ID}`],
      ['GET', `${base}/profile`],
    ]);
    expect(errorCode((await gql(gateway, ChatsQuery, {})).body)).toBe('UNAUTHENTICATED');
  });

  it('GET chats: 15 in data order, 2 muted, the 11th without unreadCount, each with its contact and 25 messages', async () => {
    const list = await chats(token);
    expect(list.map((chat) => chat.id)).toEqual(fixtures.chats.map((chat: Json) => chat.id));
    expect(list.filter((chat) => chat.muted)).toHaveLength(2);
    expect(list.map((chat) => 'unreadCount' in chat)).toEqual(list.map((_, index) => index !== 10));
    const now = Date.now();
    for (const [index, chat] of list.entries()) {
      const { lastMessageDaysAgo, ...seeded } = fixtures.chats[index];
      expect(chat).toEqual({
        ...seeded,
        lastMessageAt: dayText(now - lastMessageDaysAgo * DAY),
        contact: contactOf(chat.contactId),
        messages: expect.any(Array),
      });
      expect(chat.messages.map((m: Json) => m.value)).toEqual(fixtures.messages.map((m: Json) => m.value));
      expect(chat.messages.filter((m: Json) => m.isMine)).toHaveLength(13);
      for (const message of chat.messages) {
        expect(Object.keys(message).sort()).toEqual(['chatId', 'contactId', 'createdAt', 'id', 'isMine', 'value']);
        expect(message.chatId).toBe(chat.id);
        expect(message.contactId).toBe(message.isMine ? user.id : chat.contactId);
      }
    }
    const dates = list[0].messages.map((m: Json) => Date.parse(m.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates.every((at: number) => at <= now)).toBe(true);
    expect(dates.slice(0, 10).every((at: number) => dayText(at) === dayText(now - 7 * DAY))).toBe(true);
    expect(dates.slice(10).every((at: number) => dayText(at) === dayText(now))).toBe(true);
  });

  it('GET chat and contact answer one record in full; an unknown id answers 200 null; no id is bad input', async () => {
    const [first] = await chats(token);
    expect(await get(`${base}/chat?id=${first.id}`, token)).toEqual(first);
    const sample = fixtures.contacts[3];
    expect(await get(`${base}/contact?id=${sample.id}`, token)).toEqual(sample);
    for (const path of [`${base}/chat?id=${UNKNOWN_ID}`, `${base}/contact?id=${UNKNOWN_ID}`, `${base}/chat?id=x`]) {
      const res = await rest(gateway, 'GET', path, undefined, { token });
      expect(res.status, path).toBe(200);
      expect(res.body, path).toBeNull();
    }
    for (const path of [`${base}/chat`, `${base}/contact?id=a&id=b`])
      expect((await rest(gateway, 'GET', path, undefined, { token })).status, path).toBe(400);
  });

  it('GET contacts: the 80 sorted by name, without details and attachments; each has 8 media images', async () => {
    const contacts = await listed(gateway, `${base}/contacts`, token);
    const sorted = [...fixtures.contacts].sort((a: Json, b: Json) => a.name.localeCompare(b.name, 'en'));
    expect(contacts).toEqual(sorted.map(({ details: _d, attachments: _a, ...summary }: Json) => summary));
    expect(fixtures.contacts.every((c: Json) => c.attachments.media.length === 8)).toBe(true);
  });

  it("GET profile is the signed-in account's", async () => {
    expect(await get(`${base}/profile`, token)).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      avatar: null,
      about: fixtures.profile.about,
    });
  });

  it("PATCH chat merges the chat's own fields only; an unknown id answers null", async () => {
    const [, target] = await chats(token);
    const other = fixtures.chats[5];
    const chat = { ...target, id: other.id, contactId: other.contactId, contact: null, messages: [], muted: true };
    const res = await rest(
      gateway,
      'PATCH',
      `${base}/chat`,
      { id: target.id, chat: { ...chat, unreadCount: 7 } },
      { token },
    );
    expect(res.body).toEqual({ ...target, muted: true, unreadCount: 7 });
    expect(await get(`${base}/chat?id=${target.id}`, token)).toEqual(res.body);
    const unknown = await rest(gateway, 'PATCH', `${base}/chat`, { id: UNKNOWN_ID, chat: { muted: true } }, { token });
    expect(unknown).toMatchObject({ status: 200, body: null });
  });

  it("POST message (our addition) appends the account's message and updates the chat; unknown chat: null", async () => {
    const [, , target] = await chats(token);
    const res = await rest(
      gateway,
      'POST',
      `${base}/message`,
      { chatId: target.id, value: '  Bring the grease gun.  ' },
      { token },
    );
    expect(res.status).toBe(200);
    const { message, chat } = res.body;
    expect(message).toEqual({
      id: expect.any(String),
      chatId: target.id,
      contactId: user.id,
      value: 'Bring the grease gun.',
      createdAt: expect.any(String),
      isMine: true,
    });
    expect(chat).toEqual({
      ...target,
      lastMessage: 'Bring the grease gun.',
      lastMessageAt: dayText(Date.parse(message.createdAt)),
      messages: [...target.messages, message],
    });
    expect(await get(`${base}/chat?id=${target.id}`, token)).toEqual(chat);
    const unknown = await rest(gateway, 'POST', `${base}/message`, { chatId: UNKNOWN_ID, value: 'hi' }, { token });
    expect(unknown).toMatchObject({ status: 200, body: null });
  });

  it('bad input answers 400 and changes nothing', async () => {
    const before = await chats(token);
    const id = before[4].id;
    const bad: ['PATCH' | 'POST', string, unknown][] = [
      ['PATCH', `${base}/chat`, NOT_JSON],
      ['PATCH', `${base}/chat`, { id, chat: 'muted' }],
      ['PATCH', `${base}/chat`, { id, chat: { muted: 'yes' } }],
      ['PATCH', `${base}/chat`, { id, chat: { unreadCount: -1 } }],
      ['PATCH', `${base}/chat`, { id, chat: { unreadCount: 1.5 } }],
      ['PATCH', `${base}/chat`, { id, chat: { lastMessage: HUGE_TEXT } }],
      ['PATCH', `${base}/chat`, { id, chat: { lastMessageAt: '2026-11-02' } }],
      ['PATCH', `${base}/chat`, { id, chat: { lastMessageAt: '31/02/2026' } }],
      ['PATCH', `${base}/chat`, { id: HUGE_TEXT, chat: {} }],
      ['POST', `${base}/message`, NOT_JSON],
      ['POST', `${base}/message`, { chatId: id, value: '   ' }],
      ['POST', `${base}/message`, { chatId: id, value: HUGE_TEXT }],
      ['POST', `${base}/message`, { chatId: id, value: 42 }],
      ['POST', `${base}/message`, { value: 'no chat' }],
    ];
    for (const [method, path, body] of bad) {
      const res = await rest(gateway, method, path, body, { token });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await chats(token)).toEqual(before);
  });
});

describe('chat: GraphQL', () => {
  let token: string, user: Json;
  beforeAll(async () => {
    ({ token, user } = await account('chat-graph'));
  });

  it('chats and their messages are paged: first, last, one past the last; newest first; bad paging refused', async () => {
    const first = (await gql(gateway, ChatsQuery, { page: 0, size: 10, messagesSize: 5 }, { token })).body.data!.chats;
    expect(first.items.map((chat) => chat.id)).toEqual(fixtures.chats.slice(0, 10).map((c: Json) => c.id));
    expect(first.pagination).toEqual({ total: 15, page: 0, size: 10, lastPage: 2 });
    expect(first.items[0].contact?.name).toBe(contactOf(fixtures.chats[0].contactId).name);
    expect(first.items[0].messages.pagination).toEqual({ total: 25, page: 0, size: 5, lastPage: 5 });
    expect(first.items[0].messages.items.map((m) => m.value)).toEqual(
      fixtures.messages.slice(0, 5).map((m: Json) => m.value),
    );
    const newest = await gql(gateway, ChatsQuery, { page: 1, size: 10, messagesSize: 2, newestFirst: true }, { token });
    expect(newest.body.data?.chats.items).toHaveLength(5);
    expect(newest.body.data?.chats.items[0].messages.items).toEqual([
      { value: fixtures.messages[24].value, isMine: false },
      { value: fixtures.messages[23].value, isMine: true },
    ]);
    expect((await gql(gateway, ChatsQuery, { page: 2, size: 10 }, { token })).body.data?.chats.items).toEqual([]);
    for (const variables of [{ page: -1 }, { size: 101 }, { messagesSize: 0 }] as {
      page?: number;
      size?: number;
      messagesSize?: number;
    }[])
      expect(errorCode((await gql(gateway, ChatsQuery, variables, { token })).body)).toBe('BAD_USER_INPUT');
  });

  it('chat, chatProfile, chatContacts and chatContact; unknown ids are null', async () => {
    const { id, lastMessage } = fixtures.chats[0];
    const found = await gql(gateway, ChatQuery, { id }, { token });
    expect(found.body.data?.chat).toEqual({ id, lastMessage });
    expect(found.body.data?.chatProfile).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      about: fixtures.profile.about,
    });
    expect((await gql(gateway, ChatQuery, { id: UNKNOWN_ID }, { token })).body.data?.chat).toBeNull();
    const sample = fixtures.contacts[7];
    const contacts = await gql(gateway, ChatContactsQuery, { page: 2, size: 30, id: sample.id }, { token });
    const sorted = [...fixtures.contacts].sort((a: Json, b: Json) => a.name.localeCompare(b.name, 'en'));
    expect(contacts.body.data?.chatContacts.items.map((c) => c.id)).toEqual(sorted.slice(60).map((c: Json) => c.id));
    expect(contacts.body.data?.chatContacts.pagination).toEqual({ total: 80, page: 2, size: 30, lastPage: 3 });
    expect(contacts.body.data?.chatContact?.details.company).toBe(sample.details.company);
    expect(contacts.body.data?.chatContact?.attachments.media).toEqual(sample.attachments.media);
    const unknown = await gql(gateway, ChatContactsQuery, { id: UNKNOWN_ID }, { token });
    expect(unknown.body.data?.chatContact).toBeNull();
  });

  it('updateChat merges; sendChatMessage appends; bad input is BAD_USER_INPUT and changes nothing', async () => {
    const { id } = fixtures.chats[10];
    const updated = await gql(
      gateway,
      UpdateChatMutation,
      { id, input: { unreadCount: 3, lastMessageAt: '01/03/2026' } },
      { token },
    );
    expect(updated.body.data?.updateChat).toEqual({
      id,
      muted: fixtures.chats[10].muted,
      unreadCount: 3,
      lastMessageAt: '01/03/2026',
    });
    const sent = await gql(gateway, SendChatMessageMutation, { chatId: id, value: 'Tyres arrive Friday.' }, { token });
    expect(sent.body.data?.sendChatMessage).toEqual({
      message: { chatId: id, contactId: user.id, value: 'Tyres arrive Friday.', isMine: true },
      chat: { lastMessage: 'Tyres arrive Friday.', messages: { items: [{ value: 'Tyres arrive Friday.' }] } },
    });
    const before = await chats(token);
    for (const input of [
      { unreadCount: -2 },
      { lastMessageAt: 'yesterday' },
      { lastMessage: HUGE_TEXT },
      { muted: null },
    ])
      expect(errorCode((await gql(gateway, UpdateChatMutation, { id, input }, { token })).body)).toBe('BAD_USER_INPUT');
    for (const value of ['', ' ', HUGE_TEXT])
      expect(errorCode((await gql(gateway, SendChatMessageMutation, { chatId: id, value }, { token })).body)).toBe(
        'BAD_USER_INPUT',
      );
    expect(await chats(token)).toEqual(before);
    expect(
      (await gql(gateway, UpdateChatMutation, { id: UNKNOWN_ID, input: { muted: true } }, { token })).body.data
        ?.updateChat,
    ).toBeNull();
    expect(
      (await gql(gateway, SendChatMessageMutation, { chatId: UNKNOWN_ID, value: 'x' }, { token })).body.data
        ?.sendChatMessage,
    ).toBeNull();
  });
});

describe('chat: isolation', () => {
  it("account B never sees account A's changes or messages; each profile is its own account", async () => {
    const a = await account('chat-a');
    const b = await account('chat-b');
    const target = fixtures.chats[0];
    await rest(gateway, 'PATCH', `${base}/chat`, { id: target.id, chat: { muted: !target.muted } }, { token: a.token });
    await rest(gateway, 'POST', `${base}/message`, { chatId: target.id, value: 'Only for A' }, { token: a.token });
    const seenByB = (await chats(b.token)).find((chat) => chat.id === target.id);
    expect(seenByB.muted).toBe(target.muted);
    expect(seenByB.messages).toHaveLength(25);
    expect(seenByB.messages.filter((m: Json) => m.isMine).every((m: Json) => m.contactId === b.user.id)).toBe(true);
    expect((await get(`${base}/profile`, b.token)).id).toBe(b.user.id);
    expect((await get(`${base}/chat?id=${target.id}`, a.token)).messages).toHaveLength(26);
  });
});

// Where the chat app's data lives: chat contacts and the profile's `about` are read-only
// reference data from fixtures/apps/chat.json, shared by every account; each account's chats
// and messages are records of the demo store, seeded from the same file on its first call.
// The sample messages are dated from the seeding day, as the spec has them (§4: a week ago and
// today), rather than from the fixtures' fixed clock; days are UTC days.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { readFixtures } from '../kit/demo-input.js';
import { DemoStore, type SeedRecord } from '../kit/demo-store.js';
import type { ChatContactModel, ChatDoc, MessageDoc } from './chat.mappers.js';

export const CHAT = 'chat';
export const MESSAGE = 'message';
/** The stored `contactId` of the account's own messages. */
export const ME = 'me';

interface ChatFixtures {
  profile: { about: string };
  contacts: ChatContactModel[];
  chats: (Omit<ChatDoc, 'lastMessageAt'> & { id: string; lastMessageDaysAgo: number })[];
  /** The template every chat holds; `contactId` 'me' or '' (the chat's contact). */
  messages: { id: string; contactId: string; value: string; daysAgo: number; time: string }[];
}

export const chatReference = (): ChatFixtures => readFixtures<ChatFixtures>('chat');

const DAY = 86_400_000;

/** dd/mm/yyyy of the UTC day holding `at`. */
export const dayText = (at: number) => {
  const [year, month, day] = new Date(at).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

/**
 * When a template message was sent, for a copy seeded at `now`: at its time of day `daysAgo`
 * days before; today's are spread, in their order, over the part of today that has passed (so
 * none is in the future).
 */
function sentAt(now: number, daysAgo: number, time: string): string {
  const today = now - (now % DAY);
  const [hours, minutes] = time.split(':').map(Number);
  const ofDay = (hours * 60 + minutes) * 60_000;
  return new Date(daysAgo > 0 ? today - daysAgo * DAY + ofDay : today + ((now - today) * ofDay) / DAY).toISOString();
}

function seedRecords(): SeedRecord[] {
  const { chats, messages } = chatReference();
  const now = Date.now();
  const today = now - (now % DAY);
  return [
    ...chats.map(({ id, lastMessageDaysAgo, ...chat }) => ({
      kind: CHAT,
      id,
      data: { ...chat, lastMessageAt: dayText(today - lastMessageDaysAgo * DAY) } satisfies ChatDoc,
    })),
    ...chats.flatMap((chat) =>
      messages.map(({ contactId, value, daysAgo, time }) => ({
        kind: MESSAGE,
        id: randomUUID(),
        data: {
          chatId: chat.id,
          contactId: contactId === ME ? ME : chat.contactId,
          value,
          createdAt: sentAt(now, daysAgo, time),
        } satisfies MessageDoc,
      })),
    ),
  ];
}

export const chatStore = (db: Db) => new DemoStore(db, 'chat', seedRecords);

// The chat app's records, as stored and answered. Chats and their messages are the account's
// own; chat contacts are shared reference data; the profile is the signed-in account's.
import type { DemoItem } from '../kit/demo-store.js';

/** A chat as stored (its messages are records of their own). */
export interface ChatDoc {
  contactId: string;
  /** Absent on one sample chat (contract §4.2). */
  unreadCount?: number | null;
  muted: boolean;
  lastMessage: string;
  /** The day of the last message, as dd/mm/yyyy text (UTC). */
  lastMessageAt: string;
}

/** A message as stored: `contactId` is 'me' for the account's own messages. */
export interface MessageDoc {
  chatId: string;
  contactId: string;
  value: string;
  createdAt: string;
}

/** A message as answered: 'me' replaced by the profile's id, `isMine` derived. */
export interface ChatMessageModel extends MessageDoc {
  id: string;
  isMine: boolean;
}

export interface ChatContactModel {
  id: string;
  avatar: string | null;
  background?: string | null;
  name: string;
  about: string;
  details: {
    emails: { email: string; label: string }[];
    phoneNumbers: { country: string; phoneNumber: string; label: string }[];
    title?: string;
    company: string;
    birthday: string;
    address: string;
  };
  attachments: { media: string[]; docs: string[]; links: string[] };
}

/** The chat list's view of a contact (REST GET contacts): no details and attachments. */
export type ChatContactSummary = Omit<ChatContactModel, 'details' | 'attachments'>;

/** A chat as answered: its contact in full and its messages in stored (sent) order. */
export type ChatModel = DemoItem<ChatDoc> & { contact: ChatContactModel | null; messages: ChatMessageModel[] };

export interface ChatProfileModel {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  about: string;
}

/** What sending a message answers: the new message and its chat, updated. */
export interface ChatMessageSentModel {
  message: ChatMessageModel;
  chat: ChatModel;
}

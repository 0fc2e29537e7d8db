// The chat app (spec §3, §4, §7 Chat; contract §4.2): each account's 15 chats and their
// messages, the shared chat contacts, and the account's own profile. REST and GraphQL both
// call these methods.
import type { Db } from '../../../db/client.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { byText, demoId, pageOf, type DemoPage } from '../kit/demo-input.js';
import type { AccountData, DemoItem } from '../kit/demo-store.js';
import type {
  ChatContactModel,
  ChatContactSummary,
  ChatDoc,
  ChatMessageModel,
  ChatMessageSentModel,
  ChatModel,
  ChatProfileModel,
  MessageDoc,
} from './chat.mappers.js';
import { CHAT, chatReference, chatStore, dayText, ME, MESSAGE } from './chat.repository.js';
import { ChatPatch, ChatPatchBody, IdQuery, MessageBody } from './chat.schemas.js';

type PageArgs = { page?: number | null; size?: number | null };

let contactsById: Map<string, ChatContactModel> | undefined;
const contactOf = (id: unknown): ChatContactModel | null => {
  contactsById ??= new Map(chatReference().contacts.map((contact) => [contact.id, contact]));
  return (typeof id === 'string' && contactsById.get(id)) || null;
};

export class ChatAppService {
  private readonly store;

  constructor(db: Db) {
    this.store = chatStore(db);
  }

  /** The signed-in account as the chat shows it; its own messages carry this id. */
  profile(user: UserModel): ChatProfileModel {
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      avatar: user.avatar ?? null,
      about: chatReference().profile.about,
    };
  }

  /** Every chat in stored order, each with its contact and messages. */
  chats(user: UserModel): Promise<ChatModel[]> {
    return this.store.read(user.id, async (data) => {
      const chats = await data.list<ChatDoc>(CHAT);
      const messages = await data.list<MessageDoc>(MESSAGE);
      return chats.map((chat) =>
        toChat(
          user,
          chat,
          messages.filter((message) => message.chatId === chat.id),
        ),
      );
    });
  }

  async page(user: UserModel, args: PageArgs): Promise<DemoPage<ChatModel>> {
    return pageOf(await this.chats(user), args);
  }

  /** One chat with its contact and messages; null for an unknown id. */
  chat(user: UserModel, id: unknown): Promise<ChatModel | null> {
    const chatId = parseInput(demoId, id);
    return this.store.read(user.id, (data) => withMessages(user, data, chatId));
  }

  /** GET …/chat?id=. */
  chatFromQuery(user: UserModel, query: unknown): Promise<ChatModel | null> {
    return this.chat(user, parseInput(IdQuery, query).id);
  }

  /** Merges the chat's own fields (shallowly); null for an unknown id. */
  update(user: UserModel, id: unknown, patch: unknown): Promise<ChatModel | null> {
    const chatId = parseInput(demoId, id);
    const chat = parseInput(ChatPatch, patch);
    return this.store.write(user.id, async (data) =>
      (await data.merge<ChatDoc>(CHAT, chatId, chat)) ? withMessages(user, data, chatId) : null,
    );
  }

  /** PATCH …/chat {id, chat}. */
  updateFromBody(user: UserModel, body: unknown): Promise<ChatModel | null> {
    const { id, chat } = parseInput(ChatPatchBody, body);
    return this.update(user, id, chat);
  }

  /**
   * Sends a message of the account's in a chat: added last, dated now; the chat's lastMessage
   * and lastMessageAt become it. Null for an unknown chat (nothing stored).
   */
  send(user: UserModel, body: unknown): Promise<ChatMessageSentModel | null> {
    const { chatId, value } = parseInput(MessageBody, body);
    const now = new Date();
    return this.store.write(user.id, async (data) => {
      const chat = await data.merge<ChatDoc>(CHAT, chatId, {
        lastMessage: value,
        lastMessageAt: dayText(now.getTime()),
      });
      if (!chat) return null;
      const sent = await data.insert<MessageDoc>(
        MESSAGE,
        { chatId: chat.id, contactId: ME, value, createdAt: now.toISOString() },
        'last',
      );
      return { message: toMessage(user, sent), chat: (await withMessages(user, data, chat.id))! };
    });
  }

  /** Every chat contact in full, sorted by name (shared, read-only). */
  contacts(): ChatContactModel[] {
    return [...chatReference().contacts].sort(byText((contact) => contact.name));
  }

  /** GET …/contacts: sorted by name, without details and attachments. */
  contactSummaries(): ChatContactSummary[] {
    return this.contacts().map(({ details: _details, attachments: _attachments, ...summary }) => summary);
  }

  contactsPage(args: PageArgs): DemoPage<ChatContactModel> {
    return pageOf(this.contacts(), args);
  }

  /** One chat contact in full; null for an unknown id. */
  contact(id: unknown): ChatContactModel | null {
    return contactOf(parseInput(demoId, id));
  }

  /** GET …/contact?id=. */
  contactFromQuery(query: unknown): ChatContactModel | null {
    return this.contact(parseInput(IdQuery, query).id);
  }
}

async function withMessages(user: UserModel, data: AccountData, id: string): Promise<ChatModel | null> {
  const chat = await data.get<ChatDoc>(CHAT, id);
  return chat && toChat(user, chat, await data.list<MessageDoc>(MESSAGE, { chatId: chat.id }));
}

function toChat(user: UserModel, { id, ...chat }: DemoItem<ChatDoc>, messages: DemoItem<MessageDoc>[]): ChatModel {
  return {
    id,
    ...chat,
    contact: contactOf(chat.contactId),
    messages: messages.map((message) => toMessage(user, message)),
  };
}

/** The answer's message: 'me' becomes the profile's id (the account's), `isMine` derived. */
function toMessage(
  user: UserModel,
  { id, chatId, contactId, value, createdAt }: DemoItem<MessageDoc>,
): ChatMessageModel {
  const isMine = contactId === ME;
  return { id, chatId, contactId: isMine ? user.id : contactId, value, createdAt, isMine };
}

// The chat app's inputs.
import { z } from 'zod';
import { calendarDate, LIMITS } from '../../../lib/input.js';
import { demoId, demoText } from '../kit/demo-input.js';

/** A day as the chats write it: dd/mm/yyyy, a real calendar date. */
const DayText = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'expected a date as dd/mm/yyyy')
  .refine((text) => calendarDate.safeParse(text.split('/').reverse().join('-')).success, 'not a real calendar date');

/**
 * The fields PATCH merges (shallowly): only the chat's own. Anything else in the patch (its
 * id, contactId, contact, messages: the original's client sends the whole chat back) is
 * ignored, never stored.
 */
export const ChatPatch = z.object({
  muted: z.boolean().optional(),
  unreadCount: z.number().int().min(0).max(1_000_000).nullable().optional(),
  lastMessage: demoText.optional(),
  lastMessageAt: DayText.optional(),
});

export const ChatPatchBody = z.object({ id: demoId, chat: ChatPatch });

/** GET …/chat?id= and …/contact?id=: one id (a missing or repeated one is bad input). */
export const IdQuery = z.object({ id: demoId });

/** A message the account sends: 1 to 10,000 characters once trimmed. */
export const MessageBody = z.object({ chatId: demoId, value: z.string().trim().min(1).max(LIMITS.note) });

// zod parsing that turns a failure into BAD_USER_INPUT with a readable message.
import type { z } from 'zod';
import { badInput } from './errors.js';

/** A field whose refusal is named by key (AppError.translated), with the rule's values. */
export interface FieldMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** `fieldMessages`: the fields (by path) whose refusal clients may show in the reader's language. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fieldMessages: Record<string, FieldMessage> = {},
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const refusal = badInput(first.path ? `${first.path}: ${first.message}` : first.message, issues);
  const named = Object.hasOwn(fieldMessages, first.path) ? fieldMessages[first.path] : undefined;
  throw named ? refusal.translated(named.key, named.params) : refusal;
}

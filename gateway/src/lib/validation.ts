// zod parsing that turns a failure into BAD_USER_INPUT with a readable message.
import type { z } from 'zod';
import { badInput } from './errors.js';

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  throw badInput(first.path ? `${first.path}: ${first.message}` : first.message, issues);
}

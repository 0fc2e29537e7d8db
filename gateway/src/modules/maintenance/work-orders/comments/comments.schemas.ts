// Validation of a new comment (zod).
import { z } from 'zod';

/** A comment's longest body: a few paragraphs; the database holds the same bound. */
export const MAX_COMMENT = 5_000;

export const AddCommentSchema = z.object({
  id: z.string().uuid().nullish(),
  body: z.string().trim().min(1).max(MAX_COMMENT),
});

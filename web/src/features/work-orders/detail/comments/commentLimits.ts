/** A comment's longest body, as the server takes it (comments.schemas.ts, MAX_COMMENT). */
export const COMMENT_MAX = 5_000;

/** The server's limit on a list's free-text filters (gateway/src/lib/input.ts). */
export const FILTER_TEXT_MAX = 200;

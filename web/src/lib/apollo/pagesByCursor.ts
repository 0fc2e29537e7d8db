import type { FieldPolicy } from '@apollo/client';

type Pages = Record<string, unknown>;

/** Which page of the list the arguments ask for. */
const pageOf = (args: Record<string, unknown> | null) => JSON.stringify([args?.first ?? null, args?.after ?? null]);

/**
 * A cursor-paginated list field: one cache entry per list (the `keyArgs`, e.g. farm, filter
 * and sort) holding each page under its own `first`/`after`, so pages neither overwrite nor
 * append to each other, and a page not fetched yet is a cache miss that goes to the server.
 */
export function pagesByCursor(keyArgs: string[]): FieldPolicy<Pages, unknown, unknown> {
  return {
    keyArgs,
    merge: (existing, incoming, { args }) => ({ ...existing, [pageOf(args)]: incoming }),
    read: (existing, { args }) => existing?.[pageOf(args)],
  };
}

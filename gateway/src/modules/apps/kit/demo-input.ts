// What every demo app validates its input with (zod, as the rest of the gateway): the limits
// of its texts and lists, the committed fixtures it seeds from, and the pages of its lists
// for GraphQL (zero-based page, at most 100 records a page).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { instant, LIMITS } from '../../../lib/input.js';
import { parseInput } from '../../../lib/validation.js';

/** A title or a label: at most 200 characters. */
export const demoTitle = z.string().max(LIMITS.name);
/** Rich or plain text (stored as given, sanitized where the web renders it): at most 10,000. */
export const demoText = z.string().max(LIMITS.note);
/** An id a client names (unknown or not a UUID: not found). */
export const demoId = z.string().max(64);
/** An image's address or inline data (a path, http(s) or data:image). */
export const demoImage = z.string().max(LIMITS.inlineImage);
/** A date and time (ISO text, or the Date a GraphQL DateTime gives), stored as ISO text. */
export const demoInstant = instant.transform((date) => date.toISOString());
/** A list of ids (tags, labels) on a record. */
export const demoIds = z.array(demoId).max(100);

const fixtureFiles = new Map<string, unknown>();

/** A committed fixtures file, fixtures/apps/<app>.json (read once; never changed). */
export function readFixtures<T>(app: string): T {
  if (!fixtureFiles.has(app)) {
    const path = fileURLToPath(new URL(`../../../../../fixtures/apps/${app}.json`, import.meta.url));
    fixtureFiles.set(app, JSON.parse(readFileSync(path, 'utf8')));
  }
  return fixtureFiles.get(app) as T;
}

/** A GraphQL list's page arguments: `page` ≥ 0 (zero-based), `size` 1–100 (20 when absent). */
export const PageArgs = z.object({
  page: z.number().int().min(0).max(1_000_000).default(0),
  size: z.number().int().min(1).max(100).default(20),
});

export interface DemoPage<T> {
  items: T[];
  pagination: { total: number; page: number; size: number; lastPage: number };
}

/** A zero-based page of `items`; `lastPage` counts pages (at least 1); past the end: no items. */
export function pageOf<T>(items: T[], args: { page?: number | null; size?: number | null }): DemoPage<T> {
  const { page, size } = parseInput(PageArgs, { page: args.page ?? undefined, size: args.size ?? undefined });
  return {
    items: items.slice(page * size, (page + 1) * size),
    pagination: { total: items.length, page, size, lastPage: Math.max(Math.ceil(items.length / size), 1) },
  };
}

/** Case-insensitive comparison of names, as the original's `localeCompare` sorts. */
export const byText =
  <T>(field: (item: T) => string | null | undefined) =>
  (a: T, b: T): number =>
    (field(a) ?? '').localeCompare(field(b) ?? '', 'en');

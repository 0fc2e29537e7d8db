// The building blocks every service validates its input with (zod): the length limits of
// text, real calendar dates and instants inside PostgreSQL's range, quantities at a numeric
// column's scale and range, and the addresses a user may store. Each input's limit is stated
// once, here or in the domain schema that uses these blocks; anything beyond is BAD_USER_INPUT.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';

dayjs.extend(utc);

export const LIMITS = {
  /** A list's free-text filters. */
  filterText: 200,
  /** Names, titles and labels. */
  name: 200,
  /** Notes and descriptions. */
  note: 10_000,
  /** An http(s) address or an app path. */
  url: 2_048,
  /** An inline image (data:image/…;base64), for avatars and pictures. */
  inlineImage: 256_000,
  /** A list's opaque cursor. */
  cursor: 512,
  /** A bearer token. */
  token: 4_096,
} as const;

/** Optional free text up to `max` characters, trimmed. */
export const optionalText = (max: number) => z.string().trim().max(max).nullish();
export const nameText = z.string().trim().min(1).max(LIMITS.name);
export const noteText = optionalText(LIMITS.note);
export const filterText = optionalText(LIMITS.filterText);

// Dates far outside farm life are typing mistakes, and PostgreSQL has no year 0.
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

/** A real calendar date, YYYY-MM-DD, from 1900 to 2100 ("2024-02-30" is refused). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((value) => dayjs.utc(value).format('YYYY-MM-DD') === value, 'not a real calendar date')
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, `a date must be between ${FIRST_YEAR} and ${LAST_YEAR}`);

/** A point in time (Date, ISO text or epoch milliseconds), from 1900 to 2100. */
export const instant = z.coerce.date({ error: 'not a valid date and time' }).refine((date) => {
  const year = date.getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}, `a date must be between ${FIRST_YEAR} and ${LAST_YEAR}`);

/**
 * A number stored in a numeric(precision, scale) column: rounded to the column's scale, as
 * PostgreSQL would store it, and refused when it does not fit.
 */
export function columnNumber(precision: number, scale: number) {
  const factor = 10 ** scale;
  const largest = 10 ** (precision - scale) - 1 / factor;
  return z
    .number()
    .refine(Number.isFinite, 'expected a finite number')
    .transform((value) => Math.round(value * factor) / factor)
    .refine((value) => Math.abs(value) <= largest, `too large (at most ${largest})`);
}

/** An http(s) address. */
export const webAddress = z
  .string()
  .trim()
  .max(LIMITS.url)
  .refine((value) => /^https?:\/\/[^\s\\]+$/i.test(value) && URL.canParse(value), 'expected an http(s) address');

/** A path inside the app: exactly one leading slash, no backslash (browsers read `/\` as `//`). */
export const appPath = z
  .string()
  .trim()
  .max(LIMITS.url)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'expected a path that starts with one /');

const isAddress = (value: string) => webAddress.safeParse(value).success || appPath.safeParse(value).success;

/** Where a picture is: an http(s) address or an app path. Never `javascript:`. */
export const pictureAddress = z
  .string()
  .trim()
  .max(LIMITS.url)
  .refine(isAddress, 'expected an http(s) address or a path starting with /');

const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A picture's address, or the picture itself inline (data:image/…;base64), as avatars are. */
export const imageSource = z
  .string()
  .trim()
  .max(LIMITS.inlineImage)
  .refine(
    (value) => INLINE_IMAGE.test(value) || (value.length <= LIMITS.url && isAddress(value)),
    'expected an http(s) address, a path starting with / or a data:image',
  );

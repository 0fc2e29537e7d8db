// PostgreSQL error codes surface differently through pg, PGlite and Drizzle's wrapper;
// these look through the wrapping.
import { badInput, type AppError } from './errors.js';

const codeOf = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
};

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';

/** What the user is told when a value the validation let through is refused by the database. */
const INPUT_REFUSALS: [RegExp, string][] = [
  [/^22003$/, 'A number is too large or has too many digits'],
  [/^22(007|008)$/, 'A date or time is not valid or out of range'],
  [/^22P02$/, 'A value does not have the expected format'],
  [/^22001$/, 'A text is too long'],
  [/^23514$/, 'A value is not allowed here (for example a zero or negative quantity)'],
  [/^22/, 'A value is not valid'],
];

/**
 * A database refusal caused by the input (SQLSTATE class 22, data exception, or a CHECK
 * violation) as BAD_USER_INPUT; undefined for anything else, which is a true fault. The
 * services validate first: this is the net under them, so a missed check is still the
 * client's 400, never a 500.
 */
export function inputRefusalOf(error: unknown): AppError | undefined {
  const code = codeOf(error);
  if (!code) return undefined;
  const match = INPUT_REFUSALS.find(([pattern]) => pattern.test(code));
  return match && badInput(match[1]);
}

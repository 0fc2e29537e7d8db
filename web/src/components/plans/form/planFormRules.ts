// The plan form's checks: the limits the server applies (gateway plans.schemas.ts), as pure
// functions answering a translation key (or null), so they are tested without antd.

export const PLAN_LIMITS = {
  title: 200,
  instructions: 10_000,
  checklistItem: 500,
  checklistItems: 100,
  parts: 100,
  quantity: 1_000_000,
  minutes: 525_600,
  leadDays: 365,
  calendarEvery: 1000,
  meterEvery: 1_000_000,
  startMeter: 100_000_000,
  breakInDays: 3650,
  breakInMeter: 1_000_000,
} as const;

type Check<T> = (value: T) => string | null;
type Text = string | null | undefined;
type Amount = number | null | undefined;

/** Text up to `max` characters once trimmed; with `required`, not blank. */
export const textError =
  (max: number, required = false): Check<Text> =>
  (value) => {
    const text = value?.trim() ?? '';
    if (!text) return required ? 'plans.form.errors.required' : null;
    return text.length > max ? 'plans.form.errors.tooLong' : null;
  };

/** A whole number from `min` to `max`; blank is fine unless `required`. */
export const wholeError =
  (min: number, max: number, required = false): Check<Amount> =>
  (value) => {
    if (value == null) return required ? 'plans.form.errors.required' : null;
    return Number.isInteger(value) && value >= min && value <= max ? null : 'plans.form.errors.whole';
  };

/** A number above 0 and at most `max` (an interval, a quantity); blank is fine unless `required`. */
export const positiveError =
  (max: number, required = false): Check<Amount> =>
  (value) => {
    if (value == null) return required ? 'plans.form.errors.required' : null;
    return value > 0 && value <= max ? null : 'plans.form.errors.positive';
  };

/** A meter value from 0 to `max`; blank is fine. */
export const meterValueError =
  (max: number): Check<Amount> =>
  (value) =>
    value == null || (value >= 0 && value <= max) ? null : 'plans.form.errors.range';

/** At most `max` lines in a list (checklist, parts). */
export const listError =
  (max: number): Check<readonly unknown[] | null | undefined> =>
  (items) =>
    (items?.length ?? 0) > max ? 'plans.form.errors.tooMany' : null;

/** A plan falls due by the calendar, the meter or both: one of them is needed. */
export const triggerError = (calendarEvery: Amount, meterEvery: Amount) =>
  calendarEvery == null && meterEvery == null ? 'plans.form.errors.trigger' : null;

/** A season has both ends or none. */
export const seasonError = (own: Text, other: Text) => (!own && other ? 'plans.form.errors.seasonBoth' : null);

/** A calendar date the server accepts (1900–2100); blank is fine. */
export const dateError: Check<Text> = (date) => {
  if (!date) return null;
  const year = Number(date.slice(0, 4));
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && year >= 1900 && year <= 2100 ? null : 'plans.form.errors.date';
};

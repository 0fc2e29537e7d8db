// The form's checks, the limits the server applies (work-orders.schemas.ts), as pure
// functions answering a translation key (or null), so they are tested without antd.

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const MINUTES_MAX = 525_600;
export const ASSIGNEES_MAX = 20;

type Rule<T> = (value: T) => string | null;

export const titleError: Rule<string | null | undefined> = (title) => {
  const text = title?.trim() ?? '';
  if (!text) return 'workOrders.form.required';
  return text.length > TITLE_MAX ? 'workOrders.form.tooLong' : null;
};

export const descriptionError: Rule<string | null | undefined> = (text) =>
  (text?.trim().length ?? 0) > DESCRIPTION_MAX ? 'workOrders.form.tooLong' : null;

export const machineError: Rule<string | null | undefined> = (id) => (id ? null : 'workOrders.form.machineRequired');

/** Whole minutes from 1 to a year; blank is fine. */
export const minutesError: Rule<number | null | undefined> = (minutes) =>
  minutes == null || (Number.isInteger(minutes) && minutes >= 1 && minutes <= MINUTES_MAX)
    ? null
    : 'workOrders.form.minutesRange';

/** A calendar date the server accepts (1900–2100); blank is fine. */
export const dateError: Rule<string | null | undefined> = (date) => {
  if (!date) return null;
  const year = Number(date.slice(0, 4));
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && year >= 1900 && year <= 2100 ? null : 'workOrders.form.dateRange';
};

/** The scheduled end is not before its start (local inputs compare as text). */
export const scheduleError = (start: string | null | undefined, end: string | null | undefined) =>
  start && end && end < start ? 'workOrders.form.endBeforeStart' : null;

/** A breakdown cannot have happened in the future. */
export const failureTimeError = (failureAt: string | null | undefined, now = new Date()) =>
  failureAt && new Date(failureAt).getTime() > now.getTime() + 60_000 ? 'workOrders.form.failureInFuture' : null;

export const assigneesError: Rule<readonly string[] | null | undefined> = (ids) =>
  (ids?.length ?? 0) > ASSIGNEES_MAX ? 'workOrders.form.tooManyAssignees' : null;

import dayjs, { type Dayjs } from 'dayjs';

export type PlanningView = 'month' | 'week';

/** A calendar day's key, as the server's LocalDate: 2026-11-23. */
export const dayKey = (date: Dayjs) => date.format('YYYY-MM-DD');

/** A day key read back as a date (local midnight), for the calendar components. */
export const fromDayKey = (day: string) => dayjs(day);

/**
 * The first day of the week in `language` (0 = Sunday), as antd's Calendar reads it from the
 * dayjs locale: Sunday in English, Monday in French, Saturday in Arabic.
 */
export const firstDayOfWeek = (language: string) => dayjs.Ls[language]?.weekStart ?? 0;

const weekStartOf = (date: Dayjs, firstDay: number) =>
  date.startOf('day').subtract((date.day() - firstDay + 7) % 7, 'day');

export interface CalendarRange {
  from: string;
  to: string;
  /** Every day from `from` to `to`. */
  days: string[];
}

/**
 * The days a view shows: a week, or a month as antd's Calendar draws it, six weeks from the
 * week of the 1st (42 days; the server allows 62).
 */
export function rangeOf(view: PlanningView, anchor: Dayjs, firstDay: number): CalendarRange {
  const first = weekStartOf(view === 'week' ? anchor : anchor.startOf('month'), firstDay);
  const days = Array.from({ length: view === 'week' ? 7 : 42 }, (_, index) => dayKey(first.add(index, 'day')));
  return { from: days[0], to: days[days.length - 1], days };
}

/** The anchor one view earlier (-1) or later (1). */
export const shiftAnchor = (view: PlanningView, anchor: Dayjs, step: -1 | 1) => anchor.add(step, view);

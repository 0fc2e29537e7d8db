import dayjs, { type Dayjs } from 'dayjs';

/** The periods offered in one click; the page opens on the last 12 months. */
export const PRESETS = ['thisMonth', 'lastMonth', 'thisYear', 'last12Months'] as const;
export type PeriodPreset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: PeriodPreset = 'last12Months';

/** The server's limit (ReportPeriodInput): at most 366 days, a leap year included. */
export const MAX_PERIOD_DAYS = 366;

/** Whole days of the farm's calendar, as the server's LocalDate (2026-11-23), `to` inclusive. */
export interface Period {
  from: string;
  to: string;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A day's key, as the server reads it. */
export const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');

/**
 * A preset's days seen from `today`. "The last 12 months" are this month and the 11 before,
 * from their first day: twelve whole bars in the monthly charts, never over the server's 366 days.
 */
export function presetPeriod(preset: PeriodPreset, today: Dayjs): Period {
  const day = today.startOf('day');
  switch (preset) {
    case 'thisMonth':
      return { from: dayKey(day.startOf('month')), to: dayKey(day) };
    case 'lastMonth': {
      const month = day.subtract(1, 'month');
      return { from: dayKey(month.startOf('month')), to: dayKey(month.endOf('month')) };
    }
    case 'thisYear':
      return { from: dayKey(day.startOf('year')), to: dayKey(day) };
    case 'last12Months':
      return { from: dayKey(day.subtract(11, 'month').startOf('month')), to: dayKey(day) };
  }
}

/** A real calendar day written as the server wants it (2026-02-30 is not one). */
export function isDayKey(value: string): boolean {
  return DAY.test(value) && dayKey(dayjs(value)) === value;
}

/** What the server accepts: `from` not after `to` nor after today, and at most 366 days. */
export function isValidPeriod({ from, to }: Period, today: Dayjs): boolean {
  if (!isDayKey(from) || !isDayKey(to) || from > to || from > dayKey(today)) return false;
  return dayjs(to).diff(dayjs(from), 'day') < MAX_PERIOD_DAYS;
}

/** The preset a period equals today, if any (a custom range that happens to match reads as it). */
export function presetOf(period: Period, today: Dayjs): PeriodPreset | null {
  return (
    PRESETS.find((preset) => {
      const days = presetPeriod(preset, today);
      return days.from === period.from && days.to === period.to;
    }) ?? null
  );
}

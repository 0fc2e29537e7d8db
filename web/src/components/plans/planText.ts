// A plan in words: its triggers ("every 250 h or 12 months, whichever comes first"), season,
// break-in service, next due with the meter's projected day, and last service. Pure (the
// words and formatters come in), so each sentence is tested without a page.
import type { TFunction } from 'i18next';
import type { CalendarUnit, MeterUnit } from '../../__generated__/graphql';

export interface PlanTextTools {
  t: TFunction;
  locale: string;
  /** lib/format's date and season-day writers in the reader's language. */
  date: (value: string) => string;
  monthDay: (value: string) => string;
  /** The reader's today, YYYY-MM-DD: projections count days from it. */
  today: string;
}

interface Triggers {
  calendarEvery?: number | null;
  calendarUnit?: CalendarUnit | null;
  meterEvery?: number | null;
  seasonStart?: string | null;
  seasonEnd?: string | null;
  breakInDays?: number | null;
  breakInMeter?: number | null;
}

interface Due {
  date?: string | null;
  meter?: number | null;
  projectedDate?: string | null;
  ratePerDay?: number | null;
}

// Intl's unit names carry each language's plural rules (Arabic has six forms), which the
// translation files could only copy.
const INTL_UNIT: Record<CalendarUnit, string> = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/** The plan sentences for one reader; `unit` is the plan's machine's meter unit. */
export function planText({ t, locale, date, monthDay, today }: PlanTextTools) {
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const number = (value: number) => numberFormat.format(value);
  const span = (count: number, unit: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
  const meter = (value: number, unit: MeterUnit) => t(`plans.meter.${unit}`, { value: number(value) });
  const either = (a: string | null, b: string | null) => (a && b ? t('plans.text.or', { a, b }) : (a ?? b));

  return {
    number,
    meter,
    /** "Every 250 h or 12 months, whichever comes first"; "Every month". */
    triggers(plan: Triggers, unit: MeterUnit): string {
      const { calendarEvery, calendarUnit, meterEvery } = plan;
      const calendar = calendarEvery != null && calendarUnit ? span(calendarEvery, INTL_UNIT[calendarUnit]) : null;
      // "Every" takes the gender of what it counts in some languages (toutes les heures, tous les mois).
      const byMeter = meterEvery != null ? t(`plans.text.every.${unit}`, { interval: meter(meterEvery, unit) }) : null;
      if (byMeter && calendar) return t('plans.text.whicheverFirst', { meter: byMeter, calendar });
      if (byMeter) return byMeter;
      if (!calendar || !calendarUnit) return '—';
      return calendarEvery === 1
        ? t(`plans.text.everyOne.${calendarUnit}`)
        : t(`plans.text.every.${calendarUnit}`, { interval: calendar });
    },
    /** "In season 1 Jun – 31 Jul", or null without a season. */
    season(plan: Triggers): string | null {
      if (!plan.seasonStart || !plan.seasonEnd) return null;
      return t('plans.text.season', { start: monthDay(plan.seasonStart), end: monthDay(plan.seasonEnd) });
    },
    /** "Break-in service at 50 h or 30 days", or null without one. */
    breakIn(plan: Triggers, unit: MeterUnit): string | null {
      const what = either(
        plan.breakInMeter != null ? meter(plan.breakInMeter, unit) : null,
        plan.breakInDays != null ? span(plan.breakInDays, 'day') : null,
      );
      return what ? t('plans.text.breakIn', { what }) : null;
    },
    /** "12 Jun 2027 or 350 h": the day and/or the meter value, whichever comes first. */
    nextDue(due: Due, unit: MeterUnit): string {
      return either(due.date ? date(due.date) : null, due.meter != null ? meter(due.meter, unit) : null) ?? '—';
    },
    /** "≈ 12 days at 4.1 h/day" for a meter point, when the machine's pace is known. */
    projection(due: Due, unit: MeterUnit): string | null {
      if (due.meter == null) return null;
      if (!due.projectedDate || !due.ratePerDay) return t('plans.due.noRate');
      const rate = meter(due.ratePerDay, unit);
      const days = dayNumber(due.projectedDate) - dayNumber(today);
      if (days <= 0) return t('plans.due.projectedNow', { rate });
      return t('plans.due.projected', { days: span(days, 'day'), rate });
    },
    /** "3 Mar 2026 at 330 h", or "Not yet". */
    lastDone(last: { date: string; meter?: number | null } | null | undefined, unit: MeterUnit): string {
      if (!last) return t('plans.lastDone.never');
      if (last.meter == null) return date(last.date);
      return t('plans.lastDone.at', { date: date(last.date), meter: meter(last.meter, unit) });
    },
    /** "Skipped on 3 Mar 2026 (order cancelled)": the point the next one counts from. */
    skipped: (skipped: { date: string }) => t('plans.lastDone.skipped', { date: date(skipped.date) }),
  };
}

export type PlanText = ReturnType<typeof planText>;

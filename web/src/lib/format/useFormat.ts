import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveFarm } from '../farm/farmStore';
import {
  formatDate,
  formatDateAs,
  formatDateTime,
  formatDaySpan,
  formatDayTime,
  formatMonth,
  formatMonthDay,
  formatRelative,
} from './dates';
import { formatMoney } from './formatMoney';

type DateInput = string | number | Date;

/** The app's formatters bound to the active language and the active farm's currency. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const currency = useActiveFarm()?.currency;
  return useMemo(
    () => ({
      locale,
      date: (value: DateInput) => formatDate(value, locale),
      dateTime: (value: DateInput) => formatDateTime(value, locale),
      dayTime: (value: DateInput) => formatDayTime(value, locale),
      relative: (value: DateInput) => formatRelative(value, locale),
      month: (month: number) => formatMonth(month, locale),
      monthYear: (value: DateInput) => formatDateAs('monthYear', value, locale),
      weekday: (value: DateInput) => formatDateAs('weekday', value, locale),
      time: (value: DateInput) => formatDateAs('time', value, locale),
      monthDay: (monthDay: string) => formatMonthDay(monthDay, locale),
      daySpan: (first: string, days: number) => formatDaySpan(first, days, locale),
      money: (value: number) => formatMoney(value, locale, currency),
    }),
    [locale, currency],
  );
}

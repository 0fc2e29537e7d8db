// Numbers, money and dates as the PDFs write them, in the reader's language (Intl, as the
// web app's formatters) and on the farm's clock. An absent value is an em dash.
import type { Language, TFunction } from '../i18n.js';

export type PdfFormat = ReturnType<typeof pdfFormat>;

const orDash =
  <T>(write: (value: T) => string) =>
  (value: T | null | undefined) =>
    value === null || value === undefined || value === '' ? '—' : write(value);

export function pdfFormat(language: Language, t: TFunction, timeZone: string, currency: string | null) {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const money = currency
    ? new Intl.NumberFormat(language, { style: 'currency', currency })
    : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // A calendar day (YYYY-MM-DD) is the same day everywhere: it is written at UTC.
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return {
    number: orDash((value: number) => number.format(value)),
    hours: orDash((value: number) => t('reports.units.hours', { value: number.format(value) })),
    percent: orDash((value: number) => percent.format(value)),
    money: orDash((value: number) => money.format(value)),
    /** A calendar day, 'YYYY-MM-DD' (or the day of an ISO time). */
    day: orDash((value: string) => day.format(new Date(`${value.slice(0, 10)}T00:00:00Z`))),
    /** A month, 'YYYY-MM'. */
    month: orDash((value: string) => month.format(new Date(`${value}-01T00:00:00Z`))),
    /** A moment, on the farm's clock. */
    moment: orDash((value: Date) => moment.format(value)),
  };
}

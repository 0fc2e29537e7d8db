// The one set of formatters (web/src/lib/format): dates and amounts follow the language,
// amounts carry the farm's currency.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayTime, formatMonth, formatRelative } from '../../web/src/lib/format/dates';
import { formatMoney } from '../../web/src/lib/format/formatMoney';

// Local time is what users see; build the instant from local parts so the test is zone-proof.
const afternoon = new Date(2026, 2, 7, 15, 5);
const morning = new Date(2026, 10, 21, 9, 30);
// Intl separators differ between ICU versions (narrow vs normal no-break space, Arabic
// direction marks), so expectations compare with every space made plain and marks removed.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ');

describe('dates', () => {
  it('writes a date one way per language', () => {
    expect(formatDate(morning, 'en')).toBe('Nov 21, 2026');
    expect(plain(formatDate(morning, 'fr'))).toBe('21 nov. 2026');
    expect(plain(formatDate(morning, 'ar'))).toMatch(/نوفمبر/);
    expect(formatDate(morning, 'ar')).toBe(
      new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', year: 'numeric' }).format(morning),
    );
  });

  it('reads a calendar date (LocalDate) as that day wherever the reader is', () => {
    expect(formatDate('2026-11-21', 'en')).toBe('Nov 21, 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
  });

  it('writes a date and time with the clock of the language', () => {
    expect(plain(formatDateTime(afternoon, 'en'))).toBe('Mar 7, 2026, 3:05 PM');
    expect(plain(formatDateTime(afternoon, 'fr'))).toBe('7 mars 2026, 15:05');
    expect(plain(formatDateTime(afternoon.toISOString(), 'ar'))).toMatch(/مارس.*م$/);
  });

  it("writes a notification's time like the spec's 'MMM dd, h:mm a' in English, and per language otherwise", () => {
    expect(plain(formatDayTime(afternoon, 'en'))).toBe('Mar 07, 3:05 PM');
    expect(plain(formatDayTime(morning.toISOString(), 'en'))).toBe('Nov 21, 9:30 AM');
    expect(plain(formatDayTime(afternoon, 'fr'))).toBe('07 mars, 15:05');
    expect(plain(formatDayTime(afternoon, 'ar'))).toMatch(/مارس/);
  });

  it("names a month in the reader's language (the planning calendar's month picker)", () => {
    expect(formatMonth(0, 'en')).toBe('January');
    expect(formatMonth(5, 'fr')).toBe('juin');
  });

  it('shows a dash rather than "Invalid Date"', () => {
    expect(formatDate('not a date', 'en')).toBe('—');
  });

  it('says how long ago in the largest whole unit, in the language', () => {
    const now = morning.getTime();
    const ago = (seconds: number, locale = 'en') => formatRelative(now - seconds * 1000, locale, now);
    expect(ago(20)).toBe('now');
    expect(ago(5 * 60)).toBe('5 minutes ago');
    expect(ago(3 * 3600 + 59 * 60)).toBe('3 hours ago');
    expect(ago(86_400 + 3600)).toBe('yesterday');
    expect(ago(3 * 7 * 86_400)).toBe('3 weeks ago');
    expect(ago(400 * 86_400)).toBe('last year');
    expect(plain(ago(5 * 60, 'fr'))).toBe('il y a 5 minutes');
    expect(ago(5 * 60, 'ar')).toBe(new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-5, 'minute'));
    expect(formatRelative('not a date', 'en', now)).toBe('—');
  });
});

describe('money', () => {
  it("writes an amount in the farm's currency, in the reader's language", () => {
    expect(plain(formatMoney(12345.5, 'en', 'MAD'))).toBe('MAD 12,345.50');
    expect(plain(formatMoney(12345.5, 'fr', 'MAD'))).toBe('12 345,50 MAD');
    expect(plain(formatMoney(12345.5, 'en', 'EUR'))).toBe('€12,345.50');
    expect(plain(formatMoney(12345.5, 'fr', 'EUR'))).toBe('12 345,50 €');
    expect(formatMoney(3, 'ar', 'MAD')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'MAD' }).format(3),
    );
    expect(plain(formatMoney(3, 'ar', 'MAD'))).toMatch(/د\.م\./);
  });

  it("uses the currency's own decimals", () => {
    expect(formatMoney(1500, 'en', 'JPY')).toBe('¥1,500');
    expect(formatMoney(0, 'en', 'USD')).toBe('$0.00');
  });

  it('writes a plain two-decimal amount when no farm (so no currency) is known', () => {
    expect(formatMoney(12345.5, 'en', undefined)).toBe('12,345.50');
  });
});

// A plan in words, as the machine's page and the farm's plans list show it: triggers with
// "whichever comes first", the season, the break-in service, the next due with the meter's
// projected day at the machine's pace, and the last service; in English and French.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { planText } from '../../web/src/components/plans/planText';
import { formatDate, formatMonthDay } from '../../web/src/lib/format/dates';
import fr from '../../web/public/assets/i18n/fr/plans.json';

i18next.addResourceBundle('fr', 'translation', fr, true, true);

const words = (language: 'en' | 'fr', locale = language) =>
  planText({
    t: i18next.getFixedT(language),
    locale,
    date: (value) => formatDate(value, locale),
    monthDay: (value) => formatMonthDay(value, locale),
    today: '2026-06-01',
  });

describe('a plan in words', () => {
  const en = words('en');

  it('says its triggers, whichever comes first', () => {
    expect(en.triggers({ meterEvery: 250, calendarEvery: 12, calendarUnit: 'MONTH' }, 'HOURS')).toBe(
      'Every 250 h or 12 months, whichever comes first',
    );
    expect(en.triggers({ meterEvery: 250 }, 'HOURS')).toBe('Every 250 h');
    expect(en.triggers({ meterEvery: 10000 }, 'KM')).toBe('Every 10,000 km');
    expect(en.triggers({ calendarEvery: 1, calendarUnit: 'MONTH' }, 'NONE')).toBe('Every month');
    expect(en.triggers({ calendarEvery: 2, calendarUnit: 'WEEK' }, 'NONE')).toBe('Every 2 weeks');
  });

  it('says the season and the break-in service', () => {
    expect(en.season({ seasonStart: '06-01', seasonEnd: '07-31' })).toBe('In season Jun 1 – Jul 31');
    expect(en.season({ seasonStart: '11-01', seasonEnd: '02-29' })).toBe('In season Nov 1 – Feb 29');
    expect(en.season({})).toBeNull();
    expect(en.breakIn({ breakInMeter: 50, breakInDays: 30 }, 'HOURS')).toBe('Break-in service at 50 h or 30 days');
    expect(en.breakIn({ breakInDays: 1 }, 'HOURS')).toBe('Break-in service at 1 day');
    expect(en.breakIn({}, 'HOURS')).toBeNull();
  });

  it('says the next due and when the meter is expected to reach it', () => {
    expect(en.nextDue({ date: '2027-06-12', meter: 350 }, 'HOURS')).toBe('Jun 12, 2027 or 350 h');
    expect(en.nextDue({ meter: 350.5 }, 'HOURS')).toBe('350.5 h');
    expect(en.projection({ meter: 350, projectedDate: '2026-06-13', ratePerDay: 4.12 }, 'HOURS')).toBe(
      '≈ 12 days at 4.1 h/day',
    );
    expect(en.projection({ meter: 350, projectedDate: '2026-05-30', ratePerDay: 8 }, 'HOURS')).toBe(
      '≈ now, at 8 h/day',
    );
    expect(en.projection({ meter: 350 }, 'HOURS')).toBe('Not enough readings yet to project the day');
    expect(en.projection({ date: '2027-06-12' }, 'HOURS')).toBeNull();
  });

  it('says the last service', () => {
    expect(en.lastDone(null, 'HOURS')).toBe('Not yet');
    expect(en.lastDone({ date: '2026-03-03', meter: 330 }, 'HOURS')).toBe('Mar 3, 2026 at 330 h');
    expect(en.lastDone({ date: '2026-03-03' }, 'NONE')).toBe('Mar 3, 2026');
  });

  it('agrees "every" with what it counts in French', () => {
    const french = words('fr');
    // Intl writes French with (narrow) no-break spaces before units.
    const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(french.triggers({ meterEvery: 250, calendarEvery: 12, calendarUnit: 'MONTH' }, 'HOURS'))).toBe(
      'Toutes les 250 h ou 12 mois, au premier des deux atteint',
    );
    expect(plain(french.triggers({ calendarEvery: 2, calendarUnit: 'WEEK' }, 'NONE'))).toBe('Toutes les 2 semaines');
    expect(french.triggers({ calendarEvery: 1, calendarUnit: 'YEAR' }, 'NONE')).toBe('Tous les ans');
    expect(plain(french.season({ seasonStart: '06-01', seasonEnd: '07-31' }))).toBe('En saison du 1 juin au 31 juil.');
  });
});

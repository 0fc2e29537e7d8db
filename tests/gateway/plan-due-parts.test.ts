// The parts the due computation is built from (pure, no gateway): the farm's date at midnight
// in far-apart time zones, season windows, a machine's usage rate and the day it reaches a
// meter value, due-point keys, lateness, and the planning forecast.
import { describe, expect, it } from 'vitest';
import type { MachineUsage, PlanSchedule } from '../../gateway/src/modules/maintenance/plans/due.js';
import { dueKey, isLate, parseDueKey } from '../../gateway/src/modules/maintenance/plans/due-point.js';
import { forecastDue } from '../../gateway/src/modules/maintenance/plans/forecast.js';
import { localToday } from '../../gateway/src/modules/maintenance/plans/local-date.js';
import { inSeason, isMonthDay, seasonAdjust } from '../../gateway/src/modules/maintenance/plans/season.js';
import { projectMeterDate, usageRate } from '../../gateway/src/modules/maintenance/plans/usage-rate.js';

describe('localToday: the farm date at midnight', () => {
  it('Pacific/Auckland (UTC+13 in January) is already tomorrow', () => {
    expect(localToday('Pacific/Auckland', new Date('2027-01-15T10:59:59Z'))).toBe('2027-01-15');
    expect(localToday('Pacific/Auckland', new Date('2027-01-15T11:00:00Z'))).toBe('2027-01-16');
    // Just after midnight UTC it is early afternoon there, the same day.
    expect(localToday('Pacific/Auckland', new Date('2027-01-15T00:05:00Z'))).toBe('2027-01-15');
  });

  it('Africa/Casablanca (UTC+1 in June) turns the day an hour before UTC does', () => {
    expect(localToday('Africa/Casablanca', new Date('2027-06-15T22:59:59Z'))).toBe('2027-06-15');
    expect(localToday('Africa/Casablanca', new Date('2027-06-15T23:00:00Z'))).toBe('2027-06-16');
  });

  it('America/Los_Angeles is still yesterday just after midnight UTC', () => {
    expect(localToday('America/Los_Angeles', new Date('2027-01-15T00:05:00Z'))).toBe('2027-01-14');
    expect(localToday('UTC', new Date('2027-01-15T00:05:00Z'))).toBe('2027-01-15');
  });

  it('refuses an unknown zone', () => {
    expect(() => localToday('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
  });
});

describe('season window', () => {
  const summer = { start: '06-01', end: '07-31' };
  const winter = { start: '11-01', end: '02-28' };

  it('includes both ends of a window inside the year', () => {
    expect(['2027-06-01', '2027-07-15', '2027-07-31'].map((day) => inSeason(day, summer))).toEqual([true, true, true]);
    expect(['2027-05-31', '2027-08-01', '2027-12-25'].map((day) => inSeason(day, summer))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('wraps the year end', () => {
    const days = ['2027-11-01', '2027-12-25', '2028-01-15', '2027-02-28', '2028-02-29', '2027-03-01', '2027-10-31'];
    expect(days.map((day) => inSeason(day, winter))).toEqual([true, true, true, true, false, false, false]);
  });

  it('moves a day outside to the next start, this year or the next', () => {
    expect(seasonAdjust('2027-03-10', winter)).toBe('2027-11-01');
    expect(seasonAdjust('2027-12-10', winter)).toBe('2027-12-10');
    expect(seasonAdjust('2027-08-01', summer)).toBe('2028-06-01');
    expect(seasonAdjust('2027-05-31', summer)).toBe('2027-06-01');
    expect(seasonAdjust('2027-05-31', null)).toBe('2027-05-31');
  });

  it('starts a 29 February window on 1 March outside leap years', () => {
    const leap = { start: '02-29', end: '03-31' };
    expect(seasonAdjust('2027-01-10', leap)).toBe('2027-03-01');
    expect(seasonAdjust('2028-01-10', leap)).toBe('2028-02-29');
    expect(seasonAdjust('2027-04-01', leap)).toBe('2028-02-29');
  });

  it('knows a real month-day', () => {
    expect(['06-01', '02-29', '12-31'].every(isMonthDay)).toBe(true);
    expect(['6-1', '02-30', '13-01', '00-10', '04-31', ''].some(isMonthDay)).toBe(false);
  });
});

describe('usage rate', () => {
  const now = new Date('2027-04-01T12:00:00Z');
  const at = (day: string, value: number) => ({ value, readAt: `${day}T12:00:00Z` });

  it('is unknown without two readings, a day apart, that moved', () => {
    expect(usageRate([], now)).toBeNull();
    expect(usageRate([at('2027-03-20', 100)], now)).toBeNull();
    expect(usageRate([at('2027-03-01', 100), at('2027-03-31', 100)], now)).toBeNull();
    const sameDay = [
      { value: 100, readAt: '2027-03-31T08:00:00Z' },
      { value: 104, readAt: '2027-03-31T16:00:00Z' },
    ];
    expect(usageRate(sameDay, now)).toBeNull();
  });

  it('is the rise over the days between the first and last reading, in any order', () => {
    expect(usageRate([at('2027-03-31', 223), at('2027-03-01', 100)], now)).toBeCloseTo(4.1);
  });

  it('starts from the last reading before the window, and forgets older use', () => {
    // Window of 30 days: from 2 March. 1 March (510) is its first reading; the heavy January is out.
    const log = [at('2027-01-01', 0), at('2027-02-01', 500), at('2027-03-01', 510), at('2027-03-31', 540)];
    expect(usageRate(log, now, { windowDays: 30 })).toBe(1);
    // A sparse log: one reading inside the 60 days, the one before it 78 days earlier.
    expect(usageRate([at('2027-01-01', 0), at('2027-03-20', 160)], now)).toBeCloseTo(160 / 78);
  });

  it('is unknown when nothing was read lately, and ignores readings after now', () => {
    expect(usageRate([at('2026-10-01', 0), at('2026-12-01', 300)], now)).toBeNull();
    expect(usageRate([at('2027-03-01', 100), at('2027-03-31', 130), at('2027-05-01', 900)], now)).toBe(1);
  });
});

describe('projected meter date', () => {
  const meter = { value: 700.8, readOn: '2027-03-01' };

  it('says "≈ 12 days at 4.1 h/day"', () => {
    expect(projectMeterDate(750, meter, 4.1, '2027-03-01')).toEqual({ date: '2027-03-13', days: 12, ratePerDay: 4.1 });
  });

  it('counts from the reading, never before today', () => {
    expect(projectMeterDate(750, meter, 4.1, '2027-03-05')).toEqual({ date: '2027-03-13', days: 8, ratePerDay: 4.1 });
    expect(projectMeterDate(750, meter, 4.1, '2027-03-20')).toEqual({ date: '2027-03-20', days: 0, ratePerDay: 4.1 });
  });

  it('is today once reached, and unknown without a pace', () => {
    expect(projectMeterDate(700, meter, null, '2027-03-02')).toEqual({ date: '2027-03-02', days: 0, ratePerDay: null });
    expect(projectMeterDate(750, meter, null, '2027-03-02')).toBeNull();
  });
});

describe('due-point keys and lateness', () => {
  it('writes and reads back every kind of point', () => {
    const points = [
      { date: '2027-03-01', meter: null, breakIn: false },
      { date: null, meter: 750, breakIn: false },
      { date: '2027-03-01', meter: 750.5, breakIn: false },
      { date: null, meter: 50, breakIn: true },
    ];
    const keys = points.map(dueKey);
    expect(keys).toEqual(['date:2027-03-01', 'meter:750', 'date:2027-03-01|meter:750.5', 'break-in|meter:50']);
    expect(keys.map((key) => parseDueKey(key!))).toEqual(points);
    expect(dueKey({ date: null, meter: 0.1 + 0.2, breakIn: false })).toBe('meter:0.3');
    expect(dueKey({ date: null, meter: null, breakIn: true })).toBeNull();
  });

  it('reads nothing from text it did not write', () => {
    const bad = [
      '',
      'date:2027-02-30',
      'meter:-1',
      'meter:750|date:2027-01-01',
      'hours:5',
      'date:2027-01-01|date:2027-01-02',
    ];
    expect(bad.map(parseDueKey)).toEqual(bad.map(() => null));
  });

  it('is late the day after its date, or above its meter value, with optional grace', () => {
    const point = { date: '2027-04-01', meter: 750, breakIn: false };
    expect(isLate(point, { today: '2027-04-01', meter: 750 })).toBe(false);
    expect(isLate(point, { today: '2027-04-02', meter: 700 })).toBe(true);
    expect(isLate(point, { today: '2027-03-20', meter: 750.1 })).toBe(true);
    const grace = { graceDays: 3, graceMeter: 25 };
    expect(isLate(point, { today: '2027-04-04', meter: 775 }, grace)).toBe(false);
    expect(isLate(point, { today: '2027-04-05', meter: 700 }, grace)).toBe(true);
    expect(isLate(point, { today: '2027-04-01', meter: 776 }, grace)).toBe(true);
  });
});

describe('forecast for the planning calendar', () => {
  const base: PlanSchedule = {
    calendar: null,
    meter: null,
    anchor: 'FLOATING',
    startDate: '2027-01-01',
    startMeter: 0,
    season: null,
    breakIn: null,
    leadDays: 7,
    lastDone: null,
  };
  const none: MachineUsage = { meter: null, ratePerDay: null };
  const days = (points: { dueDate: string }[]) => points.map((point) => point.dueDate);

  it('lists each coming point up to the end of the range', () => {
    const monthly = { ...base, calendar: { every: 1, unit: 'MONTH' as const } };
    expect(days(forecastDue(monthly, none, '2027-01-10', '2027-04-30'))).toEqual([
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ]);
    // Overdue since 1 February: the ones after it count from today.
    expect(days(forecastDue(monthly, none, '2027-03-10', '2027-05-31'))).toEqual([
      '2027-02-01',
      '2027-04-10',
      '2027-05-10',
    ]);
    expect(forecastDue(monthly, none, '2027-01-10', '2027-12-31', 2)).toHaveLength(2);
  });

  it('projects meter points at the machine pace', () => {
    const usage = { meter: { value: 50, readOn: '2027-01-01' }, ratePerDay: 10 };
    const points = forecastDue({ ...base, meter: { every: 100 } }, usage, '2027-01-01', '2027-01-31');
    expect(points.map((point) => [point.key, point.dueDate])).toEqual([
      ['meter:100', '2027-01-06'],
      ['meter:200', '2027-01-16'],
      ['meter:300', '2027-01-26'],
    ]);
  });

  it('stops after a reached meter when there is no pace to project', () => {
    const usage = { meter: { value: 120, readOn: '2027-01-05' }, ratePerDay: null };
    expect(days(forecastDue({ ...base, meter: { every: 100 } }, usage, '2027-01-05', '2027-03-31'))).toEqual([
      '2027-01-05',
    ]);
  });
});

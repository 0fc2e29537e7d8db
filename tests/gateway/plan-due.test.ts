// When a preventive plan falls due (pure, no gateway): each trigger alone and together, fixed
// and floating anchors, month ends, seasons (one that wraps the year end), a meter that jumps
// past two points, a break-in service, and the lead time's edges. Every expectation is
// counted by hand from the dates and meter values in the case.
import { describe, expect, it } from 'vitest';
import {
  computeDue,
  type LastDone,
  type MachineUsage,
  type PlanSchedule,
} from '../../gateway/src/modules/maintenance/plans/due.js';
import { parseDueKey } from '../../gateway/src/modules/maintenance/plans/due-point.js';

const plan = (changes: Partial<PlanSchedule>): PlanSchedule => ({
  calendar: null,
  meter: null,
  anchor: 'FLOATING',
  startDate: '2027-01-01',
  startMeter: 0,
  season: null,
  breakIn: null,
  leadDays: 0,
  lastDone: null,
  ...changes,
});
const NO_METER: MachineUsage = { meter: null, ratePerDay: null };
const machine = (value: number, readOn: string, ratePerDay: number | null = null): MachineUsage => ({
  meter: { value, readOn },
  ratePerDay,
});
const done = (date: string, meter: number | null = null, served: string | null = null): LastDone => ({
  date,
  meter,
  served: served == null ? null : parseDueKey(served),
});
const dateOf = (schedule: PlanSchedule, today = '2027-01-01') => computeDue(schedule, NO_METER, today).point.date;

const MONTHLY = { calendar: { every: 1, unit: 'MONTH' as const } };
const EVERY_250_H = { meter: { every: 250 } };
const JUNE_JULY = { season: { start: '06-01', end: '07-31' } };
const NOV_FEB = { season: { start: '11-01', end: '02-28' } };

describe('calendar trigger', () => {
  it('counts every N days, weeks, months or years from the start when never done', () => {
    expect(dateOf(plan({ calendar: { every: 10, unit: 'DAY' } }))).toBe('2027-01-11');
    expect(dateOf(plan({ calendar: { every: 2, unit: 'WEEK' } }))).toBe('2027-01-15');
    expect(dateOf(plan({ calendar: { every: 3, unit: 'MONTH' } }))).toBe('2027-04-01');
    expect(dateOf(plan({ calendar: { every: 1, unit: 'YEAR' } }))).toBe('2028-01-01');
  });

  it('falls due on its day, and keys the order by the date', () => {
    const schedule = plan({ calendar: { every: 3, unit: 'MONTH' } });
    expect(computeDue(schedule, NO_METER, '2027-03-31')).toMatchObject({ dueDate: '2027-04-01', dueNow: false });
    expect(computeDue(schedule, NO_METER, '2027-04-01')).toMatchObject({ key: 'date:2027-04-01', dueNow: true });
    expect(computeDue(schedule, NO_METER, '2027-06-15')).toMatchObject({ key: 'date:2027-04-01', dueNow: true });
  });

  it('every month from 31 January: 28 February, then back to the 31st when fixed', () => {
    const fixed = plan({ ...MONTHLY, anchor: 'FIXED', startDate: '2027-01-31' });
    expect(dateOf(fixed)).toBe('2027-02-28');
    expect(dateOf({ ...fixed, lastDone: done('2027-02-28', null, 'date:2027-02-28') })).toBe('2027-03-31');
    expect(dateOf({ ...fixed, lastDone: done('2027-03-31', null, 'date:2027-03-31') })).toBe('2027-04-30');
    expect(dateOf({ ...fixed, lastDone: done('2027-04-30', null, 'date:2027-04-30') })).toBe('2027-05-31');
    // Floating counts from each service, so it keeps the 28th it was done on.
    const floating = plan({ ...MONTHLY, lastDone: done('2027-02-28') });
    expect(dateOf(floating)).toBe('2027-03-28');
    expect(dateOf(plan({ ...MONTHLY, startDate: '2028-01-31' }))).toBe('2028-02-29');
  });

  it('every year from 29 February: 28 February, and the 29th again in leap years', () => {
    const fixed = plan({ calendar: { every: 1, unit: 'YEAR' }, anchor: 'FIXED', startDate: '2028-02-29' });
    expect(dateOf(fixed, '2028-03-01')).toBe('2029-02-28');
    expect(dateOf({ ...fixed, lastDone: done('2031-02-28', null, 'date:2031-02-28') }, '2031-03-01')).toBe(
      '2032-02-29',
    );
  });
});

describe('meter trigger', () => {
  it('is due every N units since the start, projected at the machine pace', () => {
    const due = computeDue(plan(EVERY_250_H), machine(100, '2027-03-01', 5), '2027-03-01');
    expect(due).toMatchObject({ point: { date: null, meter: 250 }, key: 'meter:250', dueNow: false });
    // 150 h to go at 5 h/day: 30 days.
    expect(due.projection).toEqual({ date: '2027-03-31', days: 30, ratePerDay: 5 });
    expect(due.meterDate).toBe('2027-03-31');
    expect(due.dueDate).toBe('2027-03-31');
  });

  it('falls due when the meter reaches the value, dated today', () => {
    const due = computeDue(plan(EVERY_250_H), machine(250, '2027-03-01'), '2027-03-02');
    expect(due).toMatchObject({ meterDate: '2027-03-02', dueDate: '2027-03-02', dueNow: true });
  });

  it('counts from the meter at the last service when floating', () => {
    const due = computeDue(plan({ ...EVERY_250_H, lastDone: done('2027-02-01', 260) }), NO_METER, '2027-03-01');
    expect(due.point.meter).toBe(510);
  });

  it('has no day without a pace or a reading, and no point without any meter to count from', () => {
    expect(computeDue(plan(EVERY_250_H), machine(100, '2027-03-01'), '2027-03-01')).toMatchObject({
      key: 'meter:250',
      projection: null,
      dueDate: null,
      dueNow: false,
    });
    expect(computeDue(plan(EVERY_250_H), NO_METER, '2027-03-01').dueDate).toBeNull();
    expect(computeDue(plan({ ...EVERY_250_H, startMeter: null }), NO_METER, '2027-03-01')).toMatchObject({
      key: null,
      dueNow: false,
    });
  });
});

describe('calendar and meter together: whichever comes first', () => {
  const oil = plan({ calendar: { every: 12, unit: 'MONTH' }, ...EVERY_250_H });

  it('takes the meter day when the machine works hard', () => {
    // 10 h to go at 2 h/day: 6 May, well before 1 January 2028.
    const due = computeDue(oil, machine(240, '2027-05-01', 2), '2027-05-01');
    expect(due).toMatchObject({ dueDate: '2027-05-06', key: 'date:2028-01-01|meter:250', dueNow: false });
  });

  it('takes the date when the machine hardly runs', () => {
    // 10 h at 0.02 h/day is 500 days away, after 1 January 2028.
    const due = computeDue(oil, machine(240, '2027-05-01', 0.02), '2027-05-01');
    expect(due).toMatchObject({ meterDate: '2028-09-12', dueDate: '2028-01-01' });
    expect(computeDue(oil, machine(240, '2027-05-01', 0.02), '2028-01-01').dueNow).toBe(true);
  });

  it('is due now when either side is reached', () => {
    expect(computeDue(oil, machine(251, '2027-05-01'), '2027-05-01').dueNow).toBe(true);
    expect(computeDue(oil, machine(10, '2027-05-01'), '2028-01-01').dueNow).toBe(true);
  });
});

describe('fixed and floating anchors', () => {
  const served = 'date:2027-02-01';

  it('a late service shifts a floating plan, not a fixed one', () => {
    expect(dateOf(plan({ ...MONTHLY, lastDone: done('2027-02-20', null, served) }))).toBe('2027-03-20');
    expect(dateOf(plan({ ...MONTHLY, anchor: 'FIXED', lastDone: done('2027-02-20', null, served) }))).toBe(
      '2027-03-01',
    );
  });

  it('an early fixed service does not fall due again for the point it served', () => {
    const early = plan({ ...MONTHLY, anchor: 'FIXED', lastDone: done('2027-02-25', null, 'date:2027-03-01') });
    expect(dateOf(early, '2027-02-25')).toBe('2027-04-01');
  });

  it('a fixed service without a known point counts from its day; a very late one skips what it absorbed', () => {
    expect(dateOf(plan({ ...MONTHLY, anchor: 'FIXED', lastDone: done('2027-02-20') }))).toBe('2027-03-01');
    expect(dateOf(plan({ ...MONTHLY, anchor: 'FIXED', lastDone: done('2027-04-15', null, served) }))).toBe(
      '2027-05-01',
    );
  });

  it('meters too: fixed keeps 500 after a service at 290 h, floating moves to 540', () => {
    const lastDone = done('2027-03-01', 290, 'meter:250');
    expect(computeDue(plan({ ...EVERY_250_H, anchor: 'FIXED', lastDone }), NO_METER, '2027-03-01').point.meter).toBe(
      500,
    );
    expect(computeDue(plan({ ...EVERY_250_H, lastDone }), NO_METER, '2027-03-01').point.meter).toBe(540);
  });

  it('a fixed plan whose points passed unserved falls due once, at the latest one', () => {
    const fixed = plan({ ...MONTHLY, anchor: 'FIXED' });
    expect(computeDue(fixed, NO_METER, '2027-04-15')).toMatchObject({ key: 'date:2027-04-01', dueNow: true });
    // With 20 days of lead, 1 May is within reach on 15 April.
    expect(computeDue({ ...fixed, leadDays: 20 }, NO_METER, '2027-04-15').key).toBe('date:2027-05-01');
  });
});

describe('a meter reading that jumps past two due points', () => {
  const fixed = plan({ ...EVERY_250_H, anchor: 'FIXED' });

  it('gives one point and one key, the latest one crossed', () => {
    expect(computeDue(fixed, machine(240, '2027-03-01'), '2027-03-01').key).toBe('meter:250');
    const jumped = computeDue(fixed, machine(520, '2027-03-02'), '2027-03-02');
    expect(jumped).toMatchObject({ key: 'meter:500', dueNow: true });
    expect(computeDue(plan(EVERY_250_H), machine(520, '2027-03-02'), '2027-03-02').key).toBe('meter:250');
  });

  it('moves past the current meter once that order is done', () => {
    const after = (lastDone: LastDone, anchor: 'FIXED' | 'FLOATING') =>
      computeDue({ ...fixed, anchor, lastDone }, machine(525, '2027-03-05'), '2027-03-05');
    expect(after(done('2027-03-05', 525, 'meter:500'), 'FIXED')).toMatchObject({ key: 'meter:750', dueNow: false });
    // An order opened at 260 h for the 250 h point, done after the jump: 500 h is absorbed.
    expect(after(done('2027-03-05', 525, 'meter:250'), 'FIXED').key).toBe('meter:750');
    expect(after(done('2027-03-05', 525, 'meter:250'), 'FLOATING').key).toBe('meter:775');
  });
});

describe('season', () => {
  it('leaves a point inside the window where it is', () => {
    const yearly = plan({ calendar: { every: 1, unit: 'YEAR' }, ...JUNE_JULY, lastDone: done('2027-06-20') });
    expect(dateOf(yearly, '2027-06-20')).toBe('2028-06-20');
  });

  it('moves a point outside the window to its next start', () => {
    expect(dateOf(plan({ ...MONTHLY, ...JUNE_JULY, lastDone: done('2027-07-20') }))).toBe('2028-06-01');
    expect(dateOf(plan({ ...MONTHLY, ...JUNE_JULY, lastDone: done('2027-04-20') }))).toBe('2027-06-01');
  });

  it('wraps the year end: November to February', () => {
    expect(dateOf(plan({ ...MONTHLY, ...NOV_FEB, lastDone: done('2027-11-20') }))).toBe('2027-12-20');
    expect(dateOf(plan({ ...MONTHLY, ...NOV_FEB, lastDone: done('2027-12-20') }))).toBe('2028-01-20');
    expect(dateOf(plan({ ...MONTHLY, ...NOV_FEB, lastDone: done('2028-01-29') }))).toBe('2028-11-01');
    expect(dateOf(plan({ ...MONTHLY, ...NOV_FEB, lastDone: done('2027-02-20') }))).toBe('2027-11-01');
  });

  it('holds a meter reached outside the window until the window opens, less the lead time', () => {
    const pump = plan({ meter: { every: 100 }, ...NOV_FEB, leadDays: 14 });
    const reached = machine(150, '2027-06-01');
    expect(computeDue(pump, reached, '2027-06-01')).toMatchObject({ meterDate: '2027-11-01', dueNow: false });
    expect(computeDue(pump, reached, '2027-10-17').dueNow).toBe(false);
    expect(computeDue(pump, reached, '2027-10-18').dueNow).toBe(true);
  });

  it('a fixed schedule collapses the points outside the window into its start, then resumes', () => {
    const fixed = plan({ ...MONTHLY, ...JUNE_JULY, anchor: 'FIXED' });
    expect(computeDue(fixed, NO_METER, '2027-03-15').key).toBe('date:2027-06-01');
    const june = { ...fixed, lastDone: done('2027-06-01', null, 'date:2027-06-01') };
    expect(dateOf(june, '2027-06-01')).toBe('2027-07-01');
    expect(dateOf({ ...fixed, lastDone: done('2027-07-01', null, 'date:2027-07-01') }, '2027-07-01')).toBe(
      '2028-06-01',
    );
    // 1 July passed unserved: it stays due (overdue) rather than vanishing into next year.
    expect(computeDue(june, NO_METER, '2027-08-15')).toMatchObject({ key: 'date:2027-07-01', dueNow: true });
  });
});

describe('break-in service', () => {
  const engine = plan({ ...EVERY_250_H, breakIn: { meter: 50 } });

  it('comes first, at 50 h, while the plan has never been done', () => {
    const due = computeDue(engine, machine(55, '2027-01-20'), '2027-01-20');
    expect(due).toMatchObject({ point: { meter: 50, breakIn: true }, key: 'break-in|meter:50', dueNow: true });
  });

  it('then the regular interval: from the service when floating, on the schedule when fixed', () => {
    const lastDone = done('2027-01-21', 56, 'break-in|meter:50');
    const floating = computeDue({ ...engine, lastDone }, machine(56, '2027-01-21'), '2027-01-21');
    expect(floating).toMatchObject({ key: 'meter:306', dueNow: false });
    const fixed = computeDue({ ...engine, anchor: 'FIXED', lastDone }, machine(56, '2027-01-21'), '2027-01-21');
    expect(fixed.key).toBe('meter:250');
  });

  it('can be days and hours after the start, whichever first', () => {
    const both = plan({ ...MONTHLY, ...EVERY_250_H, breakIn: { days: 30, meter: 50 } });
    const due = computeDue(both, machine(10, '2027-01-01', 1), '2027-01-01');
    expect(due).toMatchObject({ key: 'break-in|date:2027-01-31|meter:50', dueDate: '2027-01-31' });
  });
});

describe('lead time', () => {
  it('opens a calendar point lead days before it, not a day earlier', () => {
    const schedule = plan({ calendar: { every: 3, unit: 'MONTH' }, leadDays: 7 });
    expect(computeDue(schedule, NO_METER, '2027-03-24').dueNow).toBe(false);
    expect(computeDue(schedule, NO_METER, '2027-03-25').dueNow).toBe(true);
  });

  it('opens a projected meter point lead days before its day', () => {
    // 50 h to go at 5 h/day from the reading of 1 March: 11 March.
    const schedule = plan({ ...EVERY_250_H, leadDays: 3 });
    const usage = machine(200, '2027-03-01', 5);
    expect(computeDue(schedule, usage, '2027-03-07')).toMatchObject({ meterDate: '2027-03-11', dueNow: false });
    expect(computeDue(schedule, usage, '2027-03-08').dueNow).toBe(true);
  });

  it('refuses intervals that would never move on', () => {
    expect(() => computeDue(plan({ calendar: { every: 0, unit: 'DAY' } }), NO_METER, '2027-01-01')).toThrow(RangeError);
    expect(() => computeDue(plan({ meter: { every: -5 } }), NO_METER, '2027-01-01')).toThrow(RangeError);
  });
});

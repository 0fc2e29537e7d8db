// The plan form checks the server's limits (gateway plans.schemas.ts) before sending, and
// sends what the server expects: a calendar unit only with its interval, the meter's fields
// only for a machine with a meter, and a blank start left to the server's defaults.
import { describe, expect, it } from 'vitest';
import {
  dateError,
  listError,
  meterValueError,
  PLAN_LIMITS,
  positiveError,
  seasonError,
  textError,
  triggerError,
  wholeError,
} from '../../web/src/components/plans/form/planFormRules';
import { newPlanValues, toPlanInput } from '../../web/src/components/plans/form/planFormValues';

describe('plan form checks', () => {
  it('needs a calendar or a meter interval', () => {
    expect(triggerError(null, null)).toBe('plans.form.errors.trigger');
    expect(triggerError(12, null)).toBeNull();
    expect(triggerError(undefined, 250)).toBeNull();
  });

  it('keeps each number in the server range', () => {
    const calendar = wholeError(1, PLAN_LIMITS.calendarEvery);
    expect([calendar(null), calendar(1), calendar(1000)]).toEqual([null, null, null]);
    expect([calendar(0), calendar(1001), calendar(1.5)]).toEqual(Array(3).fill('plans.form.errors.whole'));
    const lead = wholeError(0, PLAN_LIMITS.leadDays, true);
    expect([lead(null), lead(0), lead(366)]).toEqual(['plans.form.errors.required', null, 'plans.form.errors.whole']);
    const meter = positiveError(PLAN_LIMITS.meterEvery);
    expect([meter(0), meter(0.5), meter(1_000_001)]).toEqual([
      'plans.form.errors.positive',
      null,
      'plans.form.errors.positive',
    ]);
    expect([meterValueError(PLAN_LIMITS.startMeter)(0), meterValueError(PLAN_LIMITS.startMeter)(-1)]).toEqual([
      null,
      'plans.form.errors.range',
    ]);
  });

  it('checks texts, lists, seasons and dates', () => {
    const title = textError(PLAN_LIMITS.title, true);
    expect([title('  '), title('Oil'), title('x'.repeat(201))]).toEqual([
      'plans.form.errors.required',
      null,
      'plans.form.errors.tooLong',
    ]);
    expect(listError(PLAN_LIMITS.checklistItems)(Array(101).fill('x'))).toBe('plans.form.errors.tooMany');
    expect(seasonError(null, '07-31')).toBe('plans.form.errors.seasonBoth');
    expect(seasonError(null, null)).toBeNull();
    expect([dateError('2026-06-01'), dateError('1899-12-31'), dateError(null)]).toEqual([
      null,
      'plans.form.errors.date',
      null,
    ]);
  });
});

describe('the plan input sent', () => {
  const values = {
    ...newPlanValues('m-1'),
    title: '  Oil and filters ',
    checklist: [' Drain oil '],
    parts: [{ partId: 'p-1', quantity: 2 }],
    meterEvery: 250,
    startMeter: 100,
    breakInMeter: 50,
    seasonStart: '',
  };

  it('sends the meter fields for a machine with a meter, and no calendar unit without its interval', () => {
    expect(toPlanInput(values, true)).toMatchObject({
      title: 'Oil and filters',
      checklist: ['Drain oil'],
      parts: [{ partId: 'p-1', quantity: 2 }],
      meterEvery: 250,
      startMeter: 100,
      breakInMeter: 50,
      calendarEvery: null,
      calendarUnit: null,
      seasonStart: null,
      leadDays: 7,
      anchor: 'FLOATING',
    });
  });

  it('clears the meter fields for a machine without one and leaves a blank start to the server', () => {
    const input = toPlanInput({ ...values, calendarEvery: 12, calendarUnit: 'MONTH' }, false);
    expect(input).toMatchObject({ meterEvery: null, breakInMeter: null, calendarEvery: 12, calendarUnit: 'MONTH' });
    expect(input).not.toHaveProperty('startMeter');
    expect(input).not.toHaveProperty('startDate');
  });
});

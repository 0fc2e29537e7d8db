// The planning calendar draws an order scheduled over several days on each of them.
import { describe, expect, it } from 'vitest';
import { itemsByDay, spannedDays, type Entry } from '../../web/src/features/planning/model/entries';

const entry = (scheduledStart: string | null, scheduledEnd: string | null, due = '2026-06-10'): Entry =>
  ({
    day: scheduledStart ? scheduledStart.slice(0, 10) : due,
    basis: scheduledStart ? 'SCHEDULED' : 'DUE_DATE',
    order: { id: 'o1', number: 'WO-000001', scheduledStart, scheduledEnd, assignees: [] },
  }) as unknown as Entry;

describe('orders over several days', () => {
  it('a three-day job shows on each of its days; an end at midnight closes the day before', () => {
    expect(spannedDays(entry('2026-06-08T07:00:00Z', '2026-06-10T16:00:00Z'))).toEqual([
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
    ]);
    expect(spannedDays(entry('2026-06-08T07:00:00Z', '2026-06-10T00:00:00Z'))).toEqual(['2026-06-08', '2026-06-09']);
  });

  it('a job within a day, one without an end, and an unscheduled one show on one day', () => {
    expect(spannedDays(entry('2026-06-08T07:00:00Z', '2026-06-08T09:00:00Z'))).toEqual(['2026-06-08']);
    expect(spannedDays(entry('2026-06-08T07:00:00Z', null))).toEqual(['2026-06-08']);
    expect(spannedDays(entry(null, null))).toEqual(['2026-06-10']);
  });

  it('a mistyped end a year away is drawn on 62 days at most', () => {
    expect(spannedDays(entry('2026-01-01T07:00:00Z', '2027-01-01T07:00:00Z'))).toHaveLength(62);
  });

  it('each day holds a copy placed on that day, so a drag from any of them moves by the days between', () => {
    const days = itemsByDay([entry('2026-06-08T07:00:00Z', '2026-06-09T16:00:00Z')], [], {});
    expect(days.get('2026-06-08')!.orders[0].day).toBe('2026-06-08');
    expect(days.get('2026-06-09')!.orders[0].day).toBe('2026-06-09');
  });

  it('an order just dropped shows once, where it was dropped, until the calendar reloads', () => {
    const days = itemsByDay([entry('2026-06-08T07:00:00Z', '2026-06-09T16:00:00Z')], [], { o1: { day: '2026-06-20' } });
    expect([...days.keys()]).toEqual(['2026-06-20']);
  });
});

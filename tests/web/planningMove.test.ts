// The planning calendar's drop: the start an order gets on the day it is dropped on (a
// scheduled one keeps its time of day, an unscheduled one starts at 08:00 local inside the
// UTC day the server places it on), the assignees a drop on another technician's row gives,
// and the calendar's URL parameters.
import { describe, expect, it } from 'vitest';
import { moveOf, movedAssignees, movedStart } from '../../web/src/features/planning/model/move';
import { readParams, toPlanningFilter, writeParams } from '../../web/src/features/planning/model/planningParams';

const scheduled = (start: string, day = start.slice(0, 10), assignees: string[] = []) => ({
  day,
  basis: 'SCHEDULED' as const,
  order: { id: 'o1', number: 'WO-000001', scheduledStart: start, assignees: assignees.map((id) => ({ id })) },
});
const due = (day: string, assignees: string[] = []) => ({
  day,
  basis: 'DUE_DATE' as const,
  order: { id: 'o2', number: 'WO-000002', scheduledStart: null, assignees: assignees.map((id) => ({ id })) },
});

describe('the start of a dropped order', () => {
  it('keeps a scheduled order’s time of day, also across a month end', () => {
    expect(movedStart(scheduled('2026-05-04T13:30:00.000Z'), '2026-05-06')).toBe('2026-05-06T13:30:00.000Z');
    expect(movedStart(scheduled('2026-05-31T23:45:00.000Z'), '2026-06-02')).toBe('2026-06-02T23:45:00.000Z');
    expect(movedStart(scheduled('2026-05-04T08:00:00.000Z'), '2026-05-01')).toBe('2026-05-01T08:00:00.000Z');
  });

  it('keeps the local time of day across a change of summer time', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Paris';
    try {
      // 08:00 in Paris is 07:00 UTC in March before the change (29 March), 06:00 UTC after it.
      expect(movedStart(scheduled('2026-03-27T07:00:00.000Z'), '2026-03-30')).toBe('2026-03-30T06:00:00.000Z');
      expect(movedStart(scheduled('2026-03-30T06:00:00.000Z'), '2026-03-27')).toBe('2026-03-27T07:00:00.000Z');
      // 00:30 in Paris on the UTC day before would leave the day dropped on: the UTC time stays.
      expect(movedStart(scheduled('2026-03-27T00:10:00.000Z'), '2026-03-30')).toBe('2026-03-30T00:10:00.000Z');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('starts an unscheduled order at 08:00 local, on the UTC day it was dropped on', () => {
    const start = new Date(movedStart(due('2026-05-04'), '2026-05-07')!);
    expect(start.toISOString().slice(0, 10)).toBe('2026-05-07');
    const local = new Date(2026, 4, 7, 8).getTime();
    const [first, last] = [Date.parse('2026-05-07T00:00:00Z'), Date.parse('2026-05-07T23:59:00Z')];
    expect(start.getTime()).toBe(Math.min(Math.max(local, first), last));
  });

  it('leaves an unscheduled order unscheduled when only its technician changes', () => {
    expect(movedStart(due('2026-05-04'), '2026-05-04')).toBeNull();
  });
});

describe('a drop', () => {
  it('hands the order from the row it left to the row it lands on; the other assignees keep it', () => {
    expect(movedAssignees(['ann', 'bob'], 'ann', 'carl')).toEqual(['bob', 'carl']);
    expect(movedAssignees(['ann', 'bob'], 'ann', 'bob')).toEqual(['bob']);
    expect(movedAssignees([], null, 'carl')).toEqual(['carl']);
    expect(movedAssignees(['ann'], 'ann', null)).toEqual([]);
  });

  it('asks for nothing when the order is dropped where it was', () => {
    expect(moveOf({ placed: scheduled('2026-05-04T08:00:00.000Z'), day: '2026-05-04' })).toBeNull();
    expect(
      moveOf({
        placed: scheduled('2026-05-04T08:00:00.000Z', undefined, ['ann']),
        fromLane: 'ann',
        lane: 'ann',
        day: '2026-05-04',
      }),
    ).toBeNull();
  });

  it('in the month keeps the assignees; in the week names them', () => {
    expect(moveOf({ placed: scheduled('2026-05-04T08:00:00.000Z', undefined, ['ann']), day: '2026-05-05' })).toEqual({
      id: 'o1',
      input: { scheduledStart: '2026-05-05T08:00:00.000Z', assigneeIds: undefined },
    });
    const lane = moveOf({ placed: due('2026-05-04', ['ann']), fromLane: 'ann', lane: 'bob', day: '2026-05-04' });
    expect(lane).toEqual({ id: 'o2', input: { scheduledStart: null, assigneeIds: ['bob'] } });
  });
});

describe('the calendar’s URL', () => {
  it('reads back what it wrote, and only what differs from the plain month', () => {
    const choice = {
      view: 'week' as const,
      date: '2026-05-04',
      technicianIds: ['a', 'b'],
      machineId: 'm1',
      types: ['PREVENTIVE' as const],
    };
    const params = writeParams(choice);
    expect(params.toString()).toBe('view=week&date=2026-05-04&tech=a%2Cb&machine=m1&type=PREVENTIVE');
    expect(readParams(params)).toEqual(choice);
    expect(writeParams(readParams(new URLSearchParams())).toString()).toBe('');
    expect(toPlanningFilter(choice)).toEqual({ assigneeIds: ['a', 'b'], equipmentId: 'm1', type: ['PREVENTIVE'] });
  });

  it('drops what an edited link makes up', () => {
    const read = readParams(
      new URLSearchParams('view=year&date=2026-13-01&tech=a,<x>&machine=%20&type=OTHER,CORRECTIVE'),
    );
    expect(read).toEqual({ view: 'month', date: '', technicianIds: ['a'], machineId: null, types: ['CORRECTIVE'] });
    expect(toPlanningFilter(read)).toEqual({ assigneeIds: ['a'], type: ['CORRECTIVE'] });
  });
});

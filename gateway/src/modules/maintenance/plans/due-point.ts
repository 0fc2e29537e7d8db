// A plan's due point (the date and/or meter value one service is due at), its stable key and
// its lateness. The scheduler stores the key with the order it opens, unique per plan, so one
// plan and due point opens one order; on completion it reads the key back (parseDueKey) as the
// point that order served.
import { addDays, isLocalDate, type LocalDate } from './local-date.js';
import { roundMeter } from './series.js';

export interface DuePoint {
  /** The calendar side: the day it falls due (already moved into the season). */
  date: LocalDate | null;
  /** The meter side: the meter value it falls due at. */
  meter: number | null;
  /** The plan's first, break-in service. */
  breakIn: boolean;
}

const BREAK_IN = 'break-in';

/**
 * The point's stable key, e.g. 'date:2027-03-01', 'meter:750', 'date:2027-03-01|meter:750' or
 * 'break-in|meter:50'. Null for a point with neither side (a meter plan on an unread meter).
 * At most 48 characters.
 */
export function dueKey(point: DuePoint): string | null {
  const parts: string[] = [];
  if (point.date != null) parts.push(`date:${point.date}`);
  if (point.meter != null) parts.push(`meter:${roundMeter(point.meter)}`);
  if (!parts.length) return null;
  return (point.breakIn ? [BREAK_IN, ...parts] : parts).join('|');
}

/** The point a key stands for; null for text that no dueKey wrote. */
export function parseDueKey(key: string): DuePoint | null {
  const point: DuePoint = { date: null, meter: null, breakIn: false };
  const parts = key.split('|');
  if (parts[0] === BREAK_IN) {
    point.breakIn = true;
    parts.shift();
  }
  for (const part of parts) {
    const [name, value, extra] = part.split(':');
    if (extra !== undefined || value === undefined) return null;
    if (name === 'date' && point.date == null && point.meter == null && isLocalDate(value)) point.date = value;
    else if (name === 'meter' && point.meter == null && /^\d+(\.\d+)?$/.test(value)) point.meter = Number(value);
    else return null;
  }
  return point.date == null && point.meter == null ? null : point;
}

export interface Lateness {
  /** Days a due date may pass before it counts as late (default 0: late from the next day). */
  graceDays?: number;
  /** Meter units a due value may be passed by (default 0: late above the value). */
  graceMeter?: number;
}

/**
 * Whether the due point has passed — its date before `today` (less the grace), or the meter
 * above its value (plus the grace) — whichever side passes first. For PM compliance: an order
 * still open when its point has passed is late.
 */
export function isLate(
  point: DuePoint,
  now: { today: LocalDate; meter?: number | null },
  grace: Lateness = {},
): boolean {
  if (point.date != null && addDays(point.date, grace.graceDays ?? 0) < now.today) return true;
  return point.meter != null && now.meter != null && now.meter > point.meter + (grace.graceMeter ?? 0);
}

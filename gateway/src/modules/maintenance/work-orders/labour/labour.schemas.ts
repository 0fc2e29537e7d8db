// Validation of labour entries, timers and hourly rates (zod), on the shared blocks of
// lib/input. An entry is a start and minutes (the start defaults to "it just ended") or a
// start and an end; it cannot end in the future.
import { z } from 'zod';
import { columnNumber, instant, optionalText } from '../../../../lib/input.js';

const uuid = z.string().uuid();
const note = optionalText(2_000);
/** One entry covers a week at most: longer is a typing mistake (log each day). */
export const MAX_ENTRY_MINUTES = 7 * 24 * 60;
/** How far past the server's clock an end may be: phones' clocks drift a little. */
const CLOCK_SLACK_MS = 5 * 60_000;
const MINUTE_MS = 60_000;

export const LogLabourSchema = z
  .object({
    id: uuid.nullish(),
    userId: uuid.nullish(),
    startedAt: instant.nullish(),
    endedAt: instant.nullish(),
    minutes: z.number().int().min(1).max(MAX_ENTRY_MINUTES).nullish(),
    note,
  })
  .transform((input, ctx) => {
    const { minutes, startedAt, endedAt, ...rest } = input;
    if ((minutes == null) === (endedAt == null)) {
      ctx.addIssue({ code: 'custom', message: 'give minutes, or a start and an end (not both)' });
      return z.NEVER;
    }
    if (endedAt && !startedAt) {
      ctx.addIssue({ code: 'custom', path: ['startedAt'], message: 'an end needs a start' });
      return z.NEVER;
    }
    const start = startedAt ?? new Date(Date.now() - minutes! * MINUTE_MS);
    const end = endedAt ?? new Date(start.getTime() + minutes! * MINUTE_MS);
    const span = minutes ?? Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
    if (span < 1 || span > MAX_ENTRY_MINUTES)
      ctx.addIssue({
        code: 'custom',
        path: ['endedAt'],
        message: `from 1 to ${MAX_ENTRY_MINUTES} minutes after the start`,
      });
    if (end.getTime() > Date.now() + CLOCK_SLACK_MS)
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'work cannot end in the future' });
    return { ...rest, startedAt: start, endedAt: end, minutes: span };
  });

export const StartTimerSchema = z.object({ id: uuid.nullish(), userId: uuid.nullish(), note });

/** An hourly rate in the farm's currency; null clears it (a member then costs the farm's default). */
export const HourlyRateSchema = z.object({
  rate: columnNumber(12, 2).pipe(z.number().nonnegative().max(1_000_000)).nullable(),
});

import 'dayjs/locale/fr';
import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from '../../web/src/lib/format/formatNotificationTime';

// Local time is what users see; build the instant from local parts so the test is zone-proof.
const afternoon = new Date(2026, 2, 7, 15, 5);
const morning = new Date(2026, 10, 21, 9, 30);

describe('notification time', () => {
  it("formats like 'MMM dd, h:mm a'", () => {
    expect(formatNotificationTime(afternoon, 'en')).toBe('Mar 07, 3:05 PM');
    expect(formatNotificationTime(morning.toISOString(), 'en')).toBe('Nov 21, 9:30 AM');
  });

  it('uses the month names of the locale', () => {
    expect(formatNotificationTime(afternoon, 'fr')).toBe('mars 07, 3:05 PM');
  });
});

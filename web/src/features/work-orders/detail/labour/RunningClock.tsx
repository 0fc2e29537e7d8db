import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

/** Time since `since` as h:mm:ss, ticking every second while shown. */
export function RunningClock({ since }: { since: string }) {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const tick = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(tick);
  }, []);
  const seconds = Math.max(0, now.diff(dayjs(since), 'second'));
  const clock = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part, index) => (index ? String(part).padStart(2, '0') : String(part)))
    .join(':');
  // Digits and colons read left to right in Arabic too.
  return (
    <time dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="wo-timer-clock">
      {clock}
    </time>
  );
}

import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { farmStore } from '../../lib/farm/farmStore';

/**
 * When the selected farm changes after its first value, the route's data is loaded again
 * (the page itself remounts, keyed by farm). Only one such reload runs at a time.
 */
export function useReloadOnFarmChange(): void {
  const { revalidate } = useRevalidator();
  const running = useRef(false);
  useEffect(() => {
    let previous = farmStore.get().selectedId;
    return farmStore.subscribe(() => {
      const next = farmStore.get().selectedId;
      if (next === previous) return;
      const first = previous === null;
      previous = next;
      if (first || running.current) return;
      running.current = true;
      revalidate().finally(() => {
        running.current = false;
      });
    });
  }, [revalidate]);
}

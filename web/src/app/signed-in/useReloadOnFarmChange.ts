import { useEffect, useRef } from 'react';
import { farmStore } from '../../lib/farm/farmStore';
import { loadInitialData } from './loadInitialData';

/**
 * When the selected farm changes after its first value, the shell's data is loaded again
 * for it (the page itself remounts, keyed by farm). Only one such reload runs at a time.
 */
export function useReloadOnFarmChange(): void {
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
      void loadInitialData().finally(() => {
        running.current = false;
      });
    });
  }, []);
}

import { useSyncExternalStore } from 'react';

/** Below 768 px (a phone) the month grid has no room: the calendar is an agenda list. */
const query = '(max-width: 767.98px)';

function subscribe(listener: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

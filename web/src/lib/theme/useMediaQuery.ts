import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, followed live (system scheme, reduced motion). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The system colour scheme (scheme auto follows it). */
export const usePrefersDark = () => useMediaQuery('(prefers-color-scheme: dark)');

/** People who ask their system for less motion get no sliding drawers or fading menus. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

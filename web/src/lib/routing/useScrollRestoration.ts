import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry; bounded, the oldest entries go first. */
const positions = new Map<string, number>();
const REMEMBERED_ENTRIES = 100;

/**
 * A new page starts at the top; going back or forward returns to where the reader was.
 * The position is recorded while scrolling, as the next page may already be shorter when
 * the location changes.
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.delete(key);
      positions.set(key, window.scrollY);
      if (positions.size > REMEMBERED_ENTRIES) positions.delete(positions.keys().next().value!);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
  }, [key, navigationType]);
}

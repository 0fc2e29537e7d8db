import { isAppPath } from './safeUrls';

/** A redirectURL is followed only when it stays inside the app. */
export function safeRedirect(target: string | null, fallback = '/'): string {
  return target && isAppPath(target) ? target : fallback;
}

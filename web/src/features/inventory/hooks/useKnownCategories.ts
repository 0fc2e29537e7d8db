import { useState } from 'react';

/**
 * Categories seen on the pages loaded so far, for the category filter. The schema has no
 * list of a farm's categories, so the choices grow as the user pages (see report).
 */
export function useKnownCategories(parts: readonly { category?: string | null }[]): string[] {
  const [known, setKnown] = useState<string[]>([]);
  const fresh = parts
    .map((part) => part.category)
    .filter((c): c is string => Boolean(c) && !known.includes(c as string));
  if (fresh.length > 0) setKnown([...new Set([...known, ...fresh])].sort());
  return known;
}

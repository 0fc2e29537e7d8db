import { useState } from 'react';
import { currentCursor, firstPage, nextPage, previousPage, type CursorStack } from './cursorStack';

export const DEFAULT_PAGE_SIZE = 25;

/**
 * Page size and cursor stack of one cursor-paginated query. The stack belongs to one query
 * key (filter, sort) and size: derived rather than reset in an effect, so a changed query
 * starts on page one without a stale page flashing first.
 */
export function useCursorPaging(queryKey: string, initialSize: number = DEFAULT_PAGE_SIZE) {
  const [size, setSize] = useState(initialSize);
  const key = `${queryKey}|${size}`;
  const [paging, setPaging] = useState<{ key: string; stack: CursorStack }>({ key, stack: firstPage(size) });
  const stack = paging.key === key ? paging.stack : firstPage(size);
  return {
    stack,
    /** The query's `first` and `after` variables. */
    first: size,
    after: currentCursor(stack),
    next: (endCursor: string | null | undefined) => setPaging({ key, stack: nextPage(stack, endCursor) }),
    previous: () => setPaging({ key, stack: previousPage(stack) }),
    setSize,
  };
}

export type CursorPaging = ReturnType<typeof useCursorPaging>;

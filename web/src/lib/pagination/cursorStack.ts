// A cursor connection only knows "after": the list keeps the cursors of the pages it has
// visited so that "previous" is one pop away and needs no backwards cursor from the server.
export interface CursorStack {
  size: number;
  /** `after` of every visited page; the last one is the current page (null = first page). */
  cursors: (string | null)[];
}

export const PAGE_SIZES = [10, 25, 50] as const;

export function firstPage(size: number): CursorStack {
  return { size, cursors: [null] };
}

export function currentCursor(stack: CursorStack): string | null {
  return stack.cursors[stack.cursors.length - 1];
}

export function pageIndex(stack: CursorStack): number {
  return stack.cursors.length - 1;
}

export function nextPage(stack: CursorStack, endCursor: string | null | undefined): CursorStack {
  return endCursor ? { ...stack, cursors: [...stack.cursors, endCursor] } : stack;
}

export function previousPage(stack: CursorStack): CursorStack {
  return stack.cursors.length > 1 ? { ...stack, cursors: stack.cursors.slice(0, -1) } : stack;
}

/** 1-based positions of the first and last row shown ({0, 0} for an empty page). */
export function rowRange(stack: CursorStack, rowsOnPage: number): { from: number; to: number } {
  if (rowsOnPage === 0) return { from: 0, to: 0 };
  const from = pageIndex(stack) * stack.size + 1;
  return { from, to: from + rowsOnPage - 1 };
}

import { describe, expect, it } from 'vitest';
import {
  currentCursor,
  firstPage,
  nextPage,
  pageIndex,
  previousPage,
  rowRange,
} from '../../web/src/lib/pagination/cursorStack';

describe('equipment cursor stack', () => {
  it('walks forward with end cursors and back without asking the server', () => {
    let stack = firstPage(25);
    expect(currentCursor(stack)).toBeNull();
    stack = nextPage(stack, 'c25');
    stack = nextPage(stack, 'c50');
    expect([pageIndex(stack), currentCursor(stack)]).toEqual([2, 'c50']);
    stack = previousPage(stack);
    expect([pageIndex(stack), currentCursor(stack)]).toEqual([1, 'c25']);
    stack = previousPage(previousPage(stack));
    expect([pageIndex(stack), currentCursor(stack)]).toEqual([0, null]);
  });

  it('stays put when the server gave no end cursor', () => {
    const stack = firstPage(10);
    expect(nextPage(stack, null)).toBe(stack);
  });

  it('numbers the rows shown, including a short last page and an empty one', () => {
    const third = nextPage(nextPage(firstPage(10), 'a'), 'b');
    expect(rowRange(third, 4)).toEqual({ from: 21, to: 24 });
    expect(rowRange(firstPage(10), 0)).toEqual({ from: 0, to: 0 });
  });
});

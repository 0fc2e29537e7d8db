// A list's cursor is base64url of the JSON [sort value, id]; a page writes one per row, so it
// is written without JSON.stringify where a value needs no escaping. Whatever the value, a
// cursor must read back as written, and be the same text as before (clients keep cursors).
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../gateway/src/lib/pagination.js';

const ID = '7f041060-c8fc-4a0d-acdd-0ee950ddc7f9';
const asJson = (value: string | number) => Buffer.from(JSON.stringify([value, ID])).toString('base64url');

describe('cursors', () => {
  it.each([
    'EQ-000028',
    '2024-12-20',
    '',
    'say "when"',
    'C:\\tools',
    'tab\tand\nnewline\u0001',
    'delete \u007f and \u0085',
    'é ñ “quoted” Ω',
    'emoji 😀',
    'lone \ud800 half',
  ])('text %j reads back as written', (value) => {
    expect(encodeCursor(value, ID)).toBe(asJson(value));
    expect(decodeCursor(encodeCursor(value, ID), 'text')).toEqual([value, ID]);
  });

  it.each([0, 12, -3.5, 1e21])('number %d reads back as written', (value) => {
    expect(encodeCursor(value, ID)).toBe(asJson(value));
    expect(decodeCursor(encodeCursor(value, ID), 'number')).toEqual([value, ID]);
  });

  it('a timestamp reads back as its ISO instant', () => {
    const at = new Date(Date.UTC(2024, 10, 25, 9, 16, 58, 613));
    expect(decodeCursor(encodeCursor(at, ID), 'timestamp')).toEqual(['2024-11-25T09:16:58.613Z', ID]);
  });
});

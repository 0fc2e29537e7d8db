import { describe, expect, it } from 'vitest';
import { toCsv } from '../../web/src/lib/csv/toCsv';

describe('toCsv', () => {
  const columns = [
    { header: 'Code', value: (row: { code: string; qty: number | null }) => row.code },
    { header: 'Qty', value: (row: { code: string; qty: number | null }) => row.qty },
  ];

  it('starts with a BOM, uses CRLF and leaves plain cells alone', () => {
    expect(toCsv([{ code: 'TR-01', qty: 3 }], columns)).toBe('\uFEFFCode,Qty\r\nTR-01,3\r\n');
  });

  it('quotes commas, quotes and newlines, and writes null as empty', () => {
    expect(toCsv([{ code: 'Belt, "V" 13\nmm', qty: null }], columns)).toBe(
      '\uFEFFCode,Qty\r\n"Belt, ""V"" 13\nmm",\r\n',
    );
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(toCsv([{ code: '=HYPERLINK("x")', qty: -2 }], columns)).toBe(
      '\uFEFFCode,Qty\r\n"\'=HYPERLINK(""x"")",-2\r\n',
    );
  });
});

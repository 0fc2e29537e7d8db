// CSV for spreadsheet users, written as the web app's list exports write theirs
// (web/src/lib/csv/toCsv.ts): RFC 4180 quoting, a UTF-8 BOM so that Excel reads accents and
// Arabic, CRLF lines, and text cells that would start a formula neutralised (CSV injection).
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

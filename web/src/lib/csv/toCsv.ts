// CSV for spreadsheet users: RFC 4180 quoting, a UTF-8 BOM so Excel reads accents and
// Arabic correctly, and cells that would start a formula neutralised (CSV injection).
import { saveFile } from '../http/downloadFile';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null | undefined): string {
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

/** Offers the text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

// Dates and amounts are written by web/src/lib/format alone, so that every page writes them
// the same way: no other file formats a date or a currency itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../web/src');
const ALLOWED = ['lib/format/', 'gql/'];

const FORBIDDEN: [RegExp, string][] = [
  [/\.toLocale(Date|Time)?String\(/, 'toLocale*String'],
  [/\bIntl\.DateTimeFormat\b/, 'Intl.DateTimeFormat'],
  [/\bIntl\.RelativeTimeFormat\b/, 'Intl.RelativeTimeFormat'],
  [/\bdayjs\([^)]*\)(\.\w+\([^)]*\))*\.format\(/, 'dayjs(…).format'],
  [/style:\s*['"]currency['"]/, "Intl.NumberFormat({ style: 'currency' })"],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('formatting boundaries', () => {
  it('finds the formatters where the rule says they are', () => {
    const files = sources(ROOT).map((path) => relative(ROOT, path));
    expect(files).toContain('lib/format/dates.ts');
    expect(files).toContain('lib/format/formatMoney.ts');
  });

  it('formats dates and currencies nowhere in web/src but lib/format', () => {
    const offenders: string[] = [];
    for (const path of sources(ROOT)) {
      const name = relative(ROOT, path).replaceAll('\\', '/');
      if (ALLOWED.some((prefix) => name.startsWith(prefix))) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [pattern, what] of FORBIDDEN)
            if (pattern.test(line)) offenders.push(`${name}:${index + 1} uses ${what}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  it('would catch the ways dates used to be written', () => {
    const caught = (line: string) => FORBIDDEN.some(([pattern]) => pattern.test(line));
    expect(caught('new Date(part.updatedAt).toLocaleDateString(i18n.language)')).toBe(true);
    expect(caught('new Date(m.createdAt).toLocaleString(locale)')).toBe(true);
    expect(caught("new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })")).toBe(true);
    expect(caught("dayjs(time).locale(locale).format('MMM DD, h:mm A')")).toBe(true);
    expect(caught("new Intl.NumberFormat(locale, { style: 'currency', currency })")).toBe(true);
    expect(caught('new Intl.NumberFormat(locale).format(total)')).toBe(false);
  });
});

// Every amount the app shows (unit costs, stock values, purchase costs) goes through here, in
// the farm's currency (Farm.currency, ISO 4217) and the reader's language.

const cache = new Map<string, Intl.NumberFormat>();

/**
 * `value` as money: "MAD 12,345.50" in English, "12 345,50 MAD" in French, with the
 * currency's own decimals. Without a currency (no farm chosen yet) it is a plain amount with
 * two decimals rather than a guessed symbol.
 */
export function formatMoney(value: number, locale: string, currency: string | null | undefined): string {
  const key = `${locale} ${currency ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    format = currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency })
      : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    cache.set(key, format);
  }
  return format.format(value);
}

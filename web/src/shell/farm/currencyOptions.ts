export interface CurrencyOption {
  value: string;
  label: string;
}

/**
 * The ISO 4217 codes this browser can format, each with its name in the reader's language
 * ("EUR — Euro", "EUR — euro"). `current` is kept even when the browser does not list it,
 * so the farm's own currency always shows.
 */
export function currencyOptions(locale: string, current?: string): CurrencyOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  const listed = Intl.supportedValuesOf('currency');
  const codes = current && !listed.includes(current) ? [...listed, current] : listed;
  return codes.map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
}

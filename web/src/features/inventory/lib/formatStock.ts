// Numbers of the inventory in the reader's locale (grouping, decimal mark, Arabic digits
// where the locale uses them). Units are translated by the caller.

const money = (locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A unit cost or stock value: always two decimals (the schema carries no currency). */
export function formatMoney(value: number, locale: string): string {
  return money(locale).format(value);
}

/** A quantity: up to three decimals, since litres and kilograms are counted in fractions. */
export function formatQuantity(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
}

/** A ledger movement: explicit sign, so receipts and issues read apart at a glance. */
export function formatSignedQuantity(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, signDisplay: 'exceptZero' }).format(value);
}

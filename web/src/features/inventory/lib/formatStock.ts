// Quantities of the inventory in the reader's locale (grouping, decimal mark, Arabic digits
// where the locale uses them). Units are translated by the caller; amounts of money go
// through lib/format/formatMoney, in the farm's currency.

/** A quantity: up to three decimals, since litres and kilograms are counted in fractions. */
export function formatQuantity(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
}

/** A ledger movement: explicit sign, so receipts and issues read apart at a glance. */
export function formatSignedQuantity(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, signDisplay: 'exceptZero' }).format(value);
}

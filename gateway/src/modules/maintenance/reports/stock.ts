// Parts consumption and stock value from their aggregated rows: rounding and shares.
import { money, shareOf } from './figures.js';
import type { PartConsumptionModel } from './reports.mappers.js';
import type { ConsumptionRow, StockValueRow } from './stock.repository.js';

const QUANTITY = 1000; // the stock columns' three decimals
const quantity = (value: number) => Math.round(value * QUANTITY) / QUANTITY;

export function consumptionOf(rows: readonly ConsumptionRow[]) {
  const [first] = rows;
  const [issuedValue, returnedValue] = [money(first?.totalIssued ?? 0), money(first?.totalReturned ?? 0)];
  const netValue = money(issuedValue - returnedValue);
  const top: PartConsumptionModel[] = rows.map((row) => {
    const value = money(row.issuedValue - row.returnedValue);
    return {
      partId: row.partId,
      partNumber: row.partNumber,
      name: row.name,
      unit: row.unit,
      issued: quantity(row.issued),
      returned: quantity(row.returned),
      net: quantity(row.issued - row.returned),
      netValue: value,
      share: shareOf(value, netValue),
    };
  });
  return { parts: first?.parts ?? 0, issuedValue, returnedValue, netValue, top };
}

/** The value at the period's start and at each month's end: today's less what moved since. */
export function stockValueOf(rows: readonly StockValueRow[]) {
  const today = rows.find((row) => row.kind === 'today')?.value ?? 0;
  const moved = rows.filter((row) => row.kind === 'moved');
  const since = (month: string) =>
    moved.filter((row) => row.month! > month).reduce((total, row) => total + row.value!, 0);
  return {
    opening: money(today - since('')),
    months: rows
      .filter((row) => row.kind === 'month')
      .sort((a, b) => (a.month! < b.month! ? -1 : 1))
      .map((row) => ({ month: row.month!, at: new Date(row.at!), value: money(today - since(row.month!)) })),
  };
}

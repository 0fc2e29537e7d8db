// Parts consumption and stock value from their aggregated rows: rounding and shares.
import { money, shareOf } from './figures.js';
import type { PartConsumptionModel } from './reports.mappers.js';
import type { ConsumptionRow } from './stock.repository.js';

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

export function stockValueOf(rows: readonly { month: string; at: number; value: number }[]) {
  const [opening, ...months] = rows;
  return {
    opening: money(opening?.value ?? 0),
    months: months.map((row) => ({ month: row.month, at: new Date(row.at), value: money(row.value) })),
  };
}

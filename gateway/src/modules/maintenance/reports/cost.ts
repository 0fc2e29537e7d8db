// The cost and planned-vs-reactive reports from their aggregated rows: money to the cent,
// every month of the period present, shares.
import type { CostRow } from './cost.repository.js';
import { hours, money, shareOf } from './figures.js';
import type { EquipmentCategory, MachineCostModel } from './reports.mappers.js';

interface Amounts {
  parts: number;
  labour: number;
  total: number;
  labourHours: number;
}

const amounts = (row: Pick<CostRow, 'parts' | 'labour' | 'minutes'>): Amounts => ({
  parts: money(row.parts),
  labour: money(row.labour),
  total: money(row.parts + row.labour),
  labourHours: hours(row.minutes / 60),
});
const NONE = { parts: 0, labour: 0, minutes: 0 };
const byTotal = (a: Amounts, b: Amounts) => b.total - a.total;

/** 'YYYY-MM' of every month from `from` to `to` (days 'YYYY-MM-DD'). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  for (let key = from.slice(0, 7); key <= to.slice(0, 7); key = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

export function costOf(rows: readonly CostRow[], from: string, to: string) {
  const of = (grouping: CostRow['grouping']) => rows.filter((row) => row.grouping === grouping);
  const byMonth = monthsBetween(from, to).map((month) => ({
    month,
    ...amounts(of('month').find((row) => row.month === month) ?? NONE),
  }));
  const byMachine: MachineCostModel[] = of('machine')
    .map((row) => {
      const figures = amounts(row);
      return {
        equipmentId: row.equipmentId!,
        code: row.code!,
        name: row.name!,
        ...figures,
        purchaseCost: row.purchaseCost,
        shareOfPurchaseCost: row.purchaseCost ? shareOf(figures.total, row.purchaseCost) : null,
      };
    })
    .sort((a, b) => byTotal(a, b) || (a.code < b.code ? -1 : 1));
  const byCategory = of('category')
    .map((row) => ({ category: row.category as EquipmentCategory, ...amounts(row) }))
    .sort((a, b) => byTotal(a, b) || (a.category < b.category ? -1 : 1));
  return { ...amounts(of('total')[0] ?? NONE), byMonth, byMachine, byCategory };
}

type WorkRow = { type: 'PREVENTIVE' | 'CORRECTIVE'; orders: number; minutes: number };

export function plannedVsReactiveOf(rows: readonly WorkRow[]) {
  const byType = (['PREVENTIVE', 'CORRECTIVE'] as const).map((type) => {
    const row = rows.find((candidate) => candidate.type === type);
    return { type, completedOrders: row?.orders ?? 0, labourHours: hours((row?.minutes ?? 0) / 60) };
  });
  const [planned, reactive] = byType;
  const minutes = (type: WorkRow['type']) => rows.find((row) => row.type === type)?.minutes ?? 0;
  return {
    byType,
    plannedOrderShare: shareOf(planned.completedOrders, planned.completedOrders + reactive.completedOrders),
    plannedHourShare: shareOf(minutes('PREVENTIVE'), minutes('PREVENTIVE') + minutes('CORRECTIVE')),
  };
}

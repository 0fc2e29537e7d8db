// PM compliance and backlog from their counts: the ratio, and the backlog's full grid.
import { WORK_ORDER_PRIORITIES } from '../../../db/schema.js';
import { ratio } from './figures.js';
import type { PmOutcome } from './reports.mappers.js';

export const BACKLOG_AGES = ['DAYS_0_7', 'DAYS_8_30', 'DAYS_31_90', 'OVER_90_DAYS'] as const;

export function pmComplianceOf(rows: readonly { outcome: PmOutcome; count: number }[]) {
  const count = (outcome: PmOutcome) => rows.find((row) => row.outcome === outcome)?.count ?? 0;
  const [onTime, late, missed] = [count('ON_TIME'), count('LATE'), count('MISSED')];
  const due = onTime + late + missed;
  return { due, onTime, late, missed, notYetDue: count('NOT_YET_DUE'), compliance: due ? ratio(onTime / due) : null };
}

export function backlogOf(rows: readonly { age: string; priority: string; count: number }[]) {
  const cells = BACKLOG_AGES.flatMap((age) =>
    WORK_ORDER_PRIORITIES.map((priority) => ({
      age,
      priority,
      count: rows.find((row) => row.age === age && row.priority === priority)?.count ?? 0,
    })),
  );
  return { total: cells.reduce((total, cell) => total + cell.count, 0), cells };
}

// The one shape of a write to a farm's records: the caller has checked access and validated
// the input; this runs the work (its rows and its audit entry) in one transaction, drops the
// farm's remembered list totals once it has ended, and turns a unique-key violation into the
// caller's refusal ("this code is taken"), so the refused write changes nothing.
import type { Db } from '../db/client.js';
import { isUniqueViolation } from './db-errors.js';
import type { AppError } from './errors.js';
import type { ListCounts } from './list-counts.js';

export async function writeFarm<T>(
  db: Db,
  counts: ListCounts,
  farmId: string,
  work: (tx: Db) => Promise<T>,
  whenTaken?: () => AppError,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (whenTaken && isUniqueViolation(error)) throw whenTaken();
    throw error;
  } finally {
    // Also after a failed commit: whether it landed is then unknown.
    counts.changed(farmId);
  }
}

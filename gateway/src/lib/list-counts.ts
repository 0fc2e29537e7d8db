// Totals of list filters, remembered per farm until that farm's equipment or parts change.
// Counting a broad search on a big farm costs several times the page itself, and a user
// paging through results, or a whole team opening the same list, asks for the same total
// again and again. A total is dropped as soon as its farm changes: at once for writes made
// through this gateway (after they commit), and on the database's farm_data_changed
// notification for every other writer (another gateway instance, a seed, psql). While
// notifications are not being received, nothing is remembered.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';

const REMEMBERED_TOTALS = 10_000;

export class ListCounts {
  /** Increases on every change, so a generation is never reused. */
  private clock = 0;
  private readonly farmChangedAt = new Map<string, number>();
  /** Every farm counts as changed at this point (notifications lost or resumed). */
  private resetAt = 0;
  private listening = false;
  private readonly totals?: LRUCache<string, { count: number; generation: number }>;

  /** `ttlSeconds` bounds how long a total is kept at all; 0 turns remembering off. */
  constructor(ttlSeconds: number) {
    if (ttlSeconds > 0) this.totals = new LRUCache({ max: REMEMBERED_TOTALS, ttl: ttlSeconds * 1000 });
  }

  /** Where the farm's data stands; read it before counting, and pass it to remember(). */
  generation(farmId: string): number {
    return Math.max(this.farmChangedAt.get(farmId) ?? 0, this.resetAt);
  }

  recall(farmId: string, key: string): number | undefined {
    if (!this.totals || !this.listening) return undefined;
    const known = this.totals.get(`${farmId} ${key}`);
    return known?.generation === this.generation(farmId) ? known.count : undefined;
  }

  /** Keeps a total counted at `generation`, unless the farm changed while it was counted. */
  remember(farmId: string, key: string, generation: number, count: number): void {
    if (this.totals && this.listening && generation === this.generation(farmId))
      this.totals.set(`${farmId} ${key}`, { count, generation });
  }

  farmChanged(farmId: string): void {
    this.farmChangedAt.set(farmId, ++this.clock);
  }

  /** Notifications stopped or (re)started: whatever was remembered before can't be trusted. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.resetAt = ++this.clock;
  }
}

/** A farm's write in one transaction; once it has ended, the farm's remembered totals are dropped. */
export async function writeFarm<T>(
  db: Db,
  counts: ListCounts,
  farmId: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    // Also after a failed commit: whether it landed is then unknown.
    counts.farmChanged(farmId);
  }
}

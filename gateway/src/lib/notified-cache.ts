// Values derived from database rows (list totals, signed-in users), remembered until the
// rows behind them change. Each value belongs to a scope (a farm, a user); a scope's values
// are dropped as soon as it changes: at once for writes made through this gateway (after
// they commit), and on the database's notification for every other writer (another gateway
// instance, a seed, psql). While notifications are not being received, nothing is remembered.
import { LRUCache } from 'lru-cache';

export class NotifiedCache<V extends object | number> {
  /** Increases on every change, so a generation is never reused. */
  private clock = 0;
  private readonly scopeChangedAt = new Map<string, number>();
  /** Every scope counts as changed at this point (notifications lost or resumed). */
  private resetAt = 0;
  private listening = false;
  private readonly values?: LRUCache<string, { value: V; generation: number }>;

  /**
   * `ttlSeconds` bounds how long a value is kept at all; 0 turns remembering off. At most
   * `limits.entries` values are kept, of `limits.bytes` in all as `limits.sizeOf` estimates them.
   */
  constructor(ttlSeconds: number, limits: { entries: number; bytes: number; sizeOf: (value: V) => number }) {
    if (ttlSeconds > 0)
      this.values = new LRUCache({
        max: limits.entries,
        maxSize: limits.bytes,
        sizeCalculation: (entry, key) => key.length * 2 + limits.sizeOf(entry.value),
        ttl: ttlSeconds * 1000,
      });
  }

  /** Where the scope's data stands; read it before reading the rows, and pass it to remember(). */
  generation(scope: string): number {
    return Math.max(this.scopeChangedAt.get(scope) ?? 0, this.resetAt);
  }

  recall(scope: string, key: string): V | undefined {
    if (!this.values || !this.listening) return undefined;
    const known = this.values.get(`${scope} ${key}`);
    return known?.generation === this.generation(scope) ? known.value : undefined;
  }

  /** Keeps a value read at `generation`, unless the scope changed while it was being read. */
  remember(scope: string, key: string, generation: number, value: V): void {
    if (this.values && this.listening && generation === this.generation(scope))
      this.values.set(`${scope} ${key}`, { value, generation });
  }

  changed(scope: string): void {
    this.scopeChangedAt.set(scope, ++this.clock);
  }

  /** Notifications stopped or (re)started: whatever was remembered before can't be trusted. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.resetAt = ++this.clock;
  }
}

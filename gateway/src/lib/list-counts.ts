// List totals, remembered per farm and filter. Counting a broad search on a big farm costs
// several times the page itself, and a user paging through results, or a team opening the
// same list, asks for the same total again and again. The database notifies
// farm_data_changed when a farm's equipment or parts change (migration 0003).
import { NotifiedCache } from './notified-cache.js';

export type ListCounts = NotifiedCache<number>;

export const createListCounts = (ttlSeconds: number): ListCounts =>
  new NotifiedCache(ttlSeconds, { entries: 10_000, bytes: 8 * 1024 * 1024, sizeOf: () => 64 });

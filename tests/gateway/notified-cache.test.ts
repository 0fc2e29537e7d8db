// NotifiedCache on its own (list totals per farm, signed-in users): when a remembered value
// may be served, and when it must not be.
import { describe, expect, it } from 'vitest';
import { NotifiedCache } from '../../gateway/src/lib/notified-cache.js';

const FARM = 'farm-a';
const OTHER = 'farm-b';

const LIMITS = { entries: 100, bytes: 1_000_000, sizeOf: () => 8 };

function listening(ttlSeconds = 60, limits = LIMITS): NotifiedCache<number> {
  const counts = new NotifiedCache<number>(ttlSeconds, limits);
  counts.setListening(true);
  return counts;
}

describe('NotifiedCache', () => {
  it('serves a value read at the current generation, per scope and key', () => {
    const counts = listening();
    counts.remember(FARM, 'parts {"text":"oil"}', counts.generation(FARM), 42);
    expect(counts.recall(FARM, 'parts {"text":"oil"}')).toBe(42);
    expect(counts.recall(FARM, 'parts {"text":"belt"}')).toBeUndefined();
    expect(counts.recall(OTHER, 'parts {"text":"oil"}')).toBeUndefined();
  });

  it("forgets a scope's values when that scope changes, and only that scope's", () => {
    const counts = listening();
    counts.remember(FARM, 'k', counts.generation(FARM), 1);
    counts.remember(OTHER, 'k', counts.generation(OTHER), 2);
    counts.changed(FARM);
    expect(counts.recall(FARM, 'k')).toBeUndefined();
    expect(counts.recall(OTHER, 'k')).toBe(2);
  });

  it('refuses a value whose scope changed while it was being read', () => {
    const counts = listening();
    const before = counts.generation(FARM);
    counts.changed(FARM);
    counts.remember(FARM, 'k', before, 7);
    expect(counts.recall(FARM, 'k')).toBeUndefined();
  });

  it('remembers nothing until notifications are heard, and distrusts everything after they stop', () => {
    const counts = new NotifiedCache<number>(60, LIMITS);
    counts.remember(FARM, 'k', counts.generation(FARM), 1);
    expect(counts.recall(FARM, 'k')).toBeUndefined();

    counts.setListening(true);
    counts.remember(FARM, 'k', counts.generation(FARM), 2);
    const countedBeforeLoss = counts.generation(OTHER);
    counts.setListening(false);
    expect(counts.recall(FARM, 'k')).toBeUndefined();
    counts.setListening(true);
    expect(counts.recall(FARM, 'k')).toBeUndefined(); // changes may have been missed meanwhile
    counts.remember(OTHER, 'k', countedBeforeLoss, 3);
    expect(counts.recall(OTHER, 'k')).toBeUndefined();
  });

  it('keeps at most its byte budget, however long the keys are: the oldest go first', () => {
    const counts = listening(60, { entries: 1_000, bytes: 50_000, sizeOf: () => 8 });
    const longKey = (n: number) => `parts ${'x'.repeat(5_000)} ${n}`; // ~10 KB a key
    for (let n = 0; n < 20; n++) counts.remember(FARM, longKey(n), counts.generation(FARM), n);
    const kept = Array.from({ length: 20 }, (_, n) => counts.recall(FARM, longKey(n))).filter((v) => v !== undefined);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(5);
    expect(counts.recall(FARM, longKey(19))).toBe(19);
    expect(counts.recall(FARM, longKey(0))).toBeUndefined();
  });

  it('with a lifetime of 0 never remembers', () => {
    const counts = listening(0);
    counts.remember(FARM, 'k', counts.generation(FARM), 1);
    expect(counts.recall(FARM, 'k')).toBeUndefined();
  });
});

// NotifiedCache on its own (list totals per farm, signed-in users): when a remembered value
// may be served, and when it must not be.
import { describe, expect, it } from 'vitest';
import { NotifiedCache } from '../../gateway/src/lib/notified-cache.js';

const FARM = 'farm-a';
const OTHER = 'farm-b';

function listening(ttlSeconds = 60): NotifiedCache<number> {
  const counts = new NotifiedCache<number>(ttlSeconds, 100);
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
    const counts = new NotifiedCache<number>(60, 100);
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

  it('with a lifetime of 0 never remembers', () => {
    const counts = listening(0);
    counts.remember(FARM, 'k', counts.generation(FARM), 1);
    expect(counts.recall(FARM, 'k')).toBeUndefined();
  });
});

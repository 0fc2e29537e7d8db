// ListCounts on its own: when a remembered total may be served, and when it must not be.
import { describe, expect, it } from 'vitest';
import { ListCounts } from '../../gateway/src/lib/list-counts.js';

const FARM = 'farm-a';
const OTHER = 'farm-b';

function listening(ttlSeconds = 60): ListCounts {
  const counts = new ListCounts(ttlSeconds);
  counts.setListening(true);
  return counts;
}

describe('ListCounts', () => {
  it('serves a total counted at the current generation, per farm and key', () => {
    const counts = listening();
    counts.remember(FARM, 'parts {"text":"oil"}', counts.generation(FARM), 42);
    expect(counts.recall(FARM, 'parts {"text":"oil"}')).toBe(42);
    expect(counts.recall(FARM, 'parts {"text":"belt"}')).toBeUndefined();
    expect(counts.recall(OTHER, 'parts {"text":"oil"}')).toBeUndefined();
  });

  it("forgets a farm's totals when that farm changes, and only that farm's", () => {
    const counts = listening();
    counts.remember(FARM, 'k', counts.generation(FARM), 1);
    counts.remember(OTHER, 'k', counts.generation(OTHER), 2);
    counts.farmChanged(FARM);
    expect(counts.recall(FARM, 'k')).toBeUndefined();
    expect(counts.recall(OTHER, 'k')).toBe(2);
  });

  it('refuses a total whose farm changed while it was being counted', () => {
    const counts = listening();
    const before = counts.generation(FARM);
    counts.farmChanged(FARM);
    counts.remember(FARM, 'k', before, 7);
    expect(counts.recall(FARM, 'k')).toBeUndefined();
  });

  it('remembers nothing until notifications are heard, and distrusts everything after they stop', () => {
    const counts = new ListCounts(60);
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

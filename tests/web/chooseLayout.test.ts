import { describe, expect, it } from 'vitest';
import { chooseLayout } from '../../web/src/app/layouts/chooseLayout';

describe('layout choice', () => {
  it('uses the configured layout by default', () => {
    expect(chooseLayout('modern', null, undefined)).toBe('modern');
  });

  it('lets the layout query parameter override the configuration', () => {
    expect(chooseLayout('modern', 'empty', undefined)).toBe('empty');
  });

  it("lets the route's own layout override both", () => {
    expect(chooseLayout('modern', 'modern', 'empty')).toBe('empty');
    expect(chooseLayout('empty', 'empty', 'modern')).toBe('modern');
  });

  it('ignores unknown layout names', () => {
    expect(chooseLayout('modern', 'futuristic', 'nope')).toBe('modern');
  });
});

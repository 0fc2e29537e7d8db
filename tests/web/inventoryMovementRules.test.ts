import { describe, expect, it } from 'vitest';
import { quantityError, reasonError } from '../../web/src/features/inventory/lib/movementRules';

describe('stock movement form rules', () => {
  it('requires a quantity', () => {
    expect(quantityError('receive', null)).toBe('inventory.validation.required');
    expect(quantityError('issue', undefined)).toBe('inventory.validation.required');
    expect(quantityError('adjust', Number.NaN)).toBe('inventory.validation.required');
  });

  it('wants a positive quantity to receive or issue', () => {
    expect(quantityError('receive', 0)).toBe('inventory.validation.positive');
    expect(quantityError('issue', -2)).toBe('inventory.validation.positive');
    expect(quantityError('issue', 0.5)).toBeNull();
  });

  it('takes a signed, non-zero adjustment', () => {
    expect(quantityError('adjust', 0)).toBe('inventory.validation.nonZero');
    expect(quantityError('adjust', -3)).toBeNull();
    expect(quantityError('adjust', 4)).toBeNull();
  });

  it('requires a reason of at least three characters for an adjustment', () => {
    expect(reasonError('')).toBe('inventory.validation.required');
    expect(reasonError('   ')).toBe('inventory.validation.required');
    expect(reasonError(' ab ')).toBe('inventory.validation.reasonLength');
    expect(reasonError('Stock count')).toBeNull();
  });
});

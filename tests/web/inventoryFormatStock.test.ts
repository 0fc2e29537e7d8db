import { describe, expect, it } from 'vitest';
import { formatQuantity, formatSignedQuantity } from '../../web/src/features/inventory/lib/formatStock';
import { formatMoney } from '../../web/src/lib/format/formatMoney';
import { formatTotal } from '../../web/src/lib/format/formatTotal';

// Intl separators differ between ICU versions (narrow vs normal no-break space in French),
// so French expectations normalise every space.
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('inventory number formatting', () => {
  // With a farm, amounts carry its currency (tests/web/format.test.ts); this is the case of none.
  it('writes money with two decimals in the reader’s locale when no currency is known', () => {
    expect(formatMoney(12345.5, 'en', undefined)).toBe('12,345.50');
    expect(spaces(formatMoney(12345.5, 'fr', undefined))).toBe('12 345,50');
    expect(formatMoney(0, 'en', undefined)).toBe('0.00');
    expect(formatMoney(3, 'ar', undefined)).toBe(new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(3));
  });

  it('keeps up to three decimals of a quantity and none when whole', () => {
    expect(formatQuantity(12, 'en')).toBe('12');
    expect(formatQuantity(2.5, 'fr')).toBe('2,5');
    expect(formatQuantity(0.1234, 'en')).toBe('0.123');
  });

  it('signs ledger quantities, except zero', () => {
    expect(formatSignedQuantity(5, 'en')).toBe('+5');
    expect(formatSignedQuantity(-6, 'en')).toBe('-6');
    expect(formatSignedQuantity(0, 'en')).toBe('0');
  });

  it('shows a capped total as "10,000+"', () => {
    expect(formatTotal(10000, false, 'en')).toBe('10,000+');
    expect(formatTotal(42, true, 'en')).toBe('42');
    expect(spaces(formatTotal(10000, false, 'fr'))).toBe('10 000+');
  });
});

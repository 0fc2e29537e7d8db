import { describe, expect, it } from 'vitest';
import { toFormValues } from '../../web/src/features/inventory/lib/toFormValues';
import { toPartInput } from '../../web/src/features/inventory/lib/toPartInput';

describe('part form values', () => {
  it('trims texts, sends empty optional ones as null and defaults the numbers', () => {
    expect(
      toPartInput({ partNumber: ' OF-1 ', name: ' Oil filter ', category: '  ', unit: 'PCS', supplier: 'Agri ' }),
    ).toEqual({
      partNumber: 'OF-1',
      name: 'Oil filter',
      category: null,
      unit: 'PCS',
      minQuantity: 0,
      reorderQuantity: 0,
      unitCost: 0,
      storageLocation: null,
      supplier: 'Agri',
      compatibleEquipmentIds: [],
    });
  });

  it('starts the edit form from the part and saves it back unchanged', () => {
    const part = {
      id: 'p1',
      partNumber: 'HY-9',
      name: 'Hydraulic oil',
      category: 'Fluids',
      unit: 'L' as const,
      quantityOnHand: 40,
      minQuantity: 10,
      reorderQuantity: 60,
      unitCost: 4.2,
      stockValue: 168,
      lowStock: false,
      storageLocation: null,
      supplier: 'AgriParts',
      updatedAt: '2026-11-01T00:00:00Z',
      compatibleEquipment: [{ id: 'e1', code: 'TR-01', name: 'Tractor' }],
    };
    const input = toPartInput(toFormValues(part));
    expect(input).toMatchObject({
      partNumber: 'HY-9',
      unit: 'L',
      minQuantity: 10,
      unitCost: 4.2,
      storageLocation: null,
      compatibleEquipmentIds: ['e1'],
    });
  });
});

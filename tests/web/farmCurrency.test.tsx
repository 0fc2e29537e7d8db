// Amounts are written in the active farm's currency (Farm.currency), and follow it when the
// user switches to a farm that keeps its books in another.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MovementLedger } from '../../web/src/features/inventory/components/MovementLedger';
import { PartFields } from '../../web/src/features/inventory/components/PartFields';
import { selectFarm, setFarms } from '../../web/src/lib/farm/farmStore';

const farms = [
  { id: 'ma', name: 'Green Valley', reference: 'FRM-001', currency: 'MAD', viewerPermissions: [] },
  { id: 'fr', name: 'Ferme du Lac', reference: 'FRM-009', currency: 'EUR', viewerPermissions: [] },
];
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const part = {
  id: 'p1',
  partNumber: 'FLT-001',
  name: 'Oil filter',
  category: 'Filters',
  unit: 'PCS' as const,
  quantityOnHand: 40,
  minQuantity: 5,
  reorderQuantity: 20,
  unitCost: 4.2,
  stockValue: 168,
  lowStock: false,
  storageLocation: null,
  supplier: null,
  updatedAt: '2026-11-20T10:00:00Z',
  compatibleEquipment: [],
};

afterEach(() => setFarms([]));

describe("amounts in the farm's currency", () => {
  it('writes unit cost and stock value with the active farm currency, and follows a switch of farm', () => {
    setFarms(farms);
    selectFarm('ma');
    render(<PartFields part={part} />);
    const fields = screen.getByTestId('part-fields');
    expect(plain(fields.textContent)).toContain('MAD 4.20');
    expect(plain(fields.textContent)).toContain('MAD 168.00');
    act(() => selectFarm('fr'));
    expect(plain(fields.textContent)).toContain('€4.20');
    expect(plain(fields.textContent)).toContain('€168.00');
    expect(plain(fields.textContent)).not.toContain('MAD');
  });

  it('writes a movement unit cost in the farm currency', () => {
    setFarms(farms);
    selectFarm('fr');
    render(
      <MovementLedger
        unit="L"
        movements={[
          {
            id: 'm1',
            type: 'RECEIPT',
            quantity: 10,
            balanceAfter: 10,
            unitCost: 12.5,
            note: null,
            createdByName: 'Marc Dubois',
            createdAt: '2026-11-20T10:00:00Z',
            workOrder: null,
          },
        ]}
      />,
    );
    const [row] = screen.getAllByTestId('movement-row');
    expect(within(row).getByText('€12.50')).toBeTruthy();
  });
});

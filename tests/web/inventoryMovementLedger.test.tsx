import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MovementLedger } from '../../web/src/features/inventory/components/MovementLedger';

type Type = 'RECEIPT' | 'ISSUE' | 'ADJUSTMENT' | 'RETURN';
type Order = { id: string; number: string } | null;
const movement = (id: string, type: Type, quantity: number, balanceAfter: number, workOrder: Order = null) => ({
  id,
  type,
  quantity,
  balanceAfter,
  unitCost: type === 'RECEIPT' ? 12.5 : null,
  note: `${type} note`,
  createdByName: 'Marc Dubois',
  createdAt: '2026-11-20T10:00:00Z',
  workOrder,
});

describe('the stock ledger', () => {
  it('shows each movement signed, with the running balance after it, newest first', () => {
    render(
      <MovementLedger
        unit="L"
        movements={[
          movement('m3', 'ADJUSTMENT', -1, 3),
          movement('m2', 'ISSUE', -6, 4),
          movement('m1', 'RECEIPT', 10, 10),
        ]}
      />,
    );
    const rows = screen.getAllByTestId('movement-row');
    expect(rows.map((row) => within(row).getByTestId('movement-quantity').textContent)).toEqual([
      '-1 L',
      '-6 L',
      '+10 L',
    ]);
    expect(rows.map((row) => within(row).getByTestId('movement-balance').textContent)).toEqual(['3 L', '4 L', '10 L']);
    expect(within(rows[0]).getByText('Adjustment')).toBeTruthy();
    expect(within(rows[2]).getByText('12.50')).toBeTruthy();
    expect(within(rows[1]).getByText('Marc Dubois')).toBeTruthy();
  });

  it('links the parts issued to or returned from a work order to that order', () => {
    const order = { id: 'wo-7', number: 'WO-000007' };
    render(
      <MemoryRouter>
        <MovementLedger
          unit="PCS"
          movements={[
            movement('m3', 'RETURN', 1, 9, order),
            movement('m2', 'ISSUE', -2, 8, order),
            movement('m1', 'RECEIPT', 10, 10),
          ]}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('movement-row');
    for (const row of rows.slice(0, 2)) {
      const link = within(row).getByTestId('movement-work-order');
      expect(link.textContent).toBe('WO-000007');
      expect(link.getAttribute('href')).toBe('/work-orders/wo-7');
    }
    expect(within(rows[2]).queryByTestId('movement-work-order')).toBeNull();
  });

  it('says so when the part has no movement', () => {
    render(<MovementLedger unit="PCS" movements={[]} />);
    expect(screen.getByText('No stock movement yet')).toBeTruthy();
  });
});

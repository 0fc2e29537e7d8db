// Where a part's reserved stock goes: each open order that planned it, linked, with its status,
// due date and what it still holds, in the part's unit.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlannedOrders } from '../../web/src/features/inventory/components/PlannedOrders';
import type { PlannedOrders_part } from '../../web/src/features/inventory/components/plannedOrdersFragment';
import type { FragmentType } from '../../web/src/__generated__';
import type { PlannedOrders_PartFragment } from '../../web/src/__generated__/graphql';

const line = (id: string, number: string, status: string, reserved: number, overdue = false) => ({
  id,
  plannedQuantity: 4,
  reservedQuantity: reserved,
  workOrder: {
    id: `wo-${id}`,
    number,
    title: `Service ${number}`,
    status,
    holdReason: null,
    dueDate: '2026-11-20',
    overdue,
  },
});

function show(plannedOn: ReturnType<typeof line>[]) {
  const part = { id: 'p-1', unit: 'L', plannedOn } as PlannedOrders_PartFragment as unknown as FragmentType<
    typeof PlannedOrders_part
  >;
  render(
    <MemoryRouter>
      <PlannedOrders part={part} />
    </MemoryRouter>,
  );
}

describe('the open orders a part is planned on', () => {
  it('lists each order with a link, its status, due date and what it still holds', () => {
    show([line('a', 'WO-000011', 'IN_PROGRESS', 2.5), line('b', 'WO-000012', 'OPEN', 4, true)]);
    const rows = screen.getAllByTestId('planned-order-row');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]).getByTestId('planned-order-link');
    expect(link.textContent).toBe('WO-000011');
    expect(link.getAttribute('href')).toBe('/work-orders/wo-a');
    expect(within(rows[0]).getByText('Service WO-000011')).toBeTruthy();
    expect(within(rows[0]).getByTestId('wo-status-tag').textContent).toBe('In progress');
    expect(within(rows[0]).getByTestId('planned-reserved').textContent).toBe('2.5 L');
    expect(within(rows[1]).getByTestId('wo-status-tag').textContent).toBe('Open');
    // An overdue order's date is flagged, in words for screen readers too.
    expect(within(rows[1]).getByTestId('wo-overdue')).toBeTruthy();
    expect(within(rows[0]).queryByTestId('wo-overdue')).toBeNull();
  });

  it('says so when no open order holds the part', () => {
    show([]);
    expect(screen.getByText('No open work order holds this part')).toBeTruthy();
    expect(screen.queryAllByTestId('planned-order-row')).toEqual([]);
  });
});

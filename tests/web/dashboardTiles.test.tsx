// The dashboard's tiles: each figure, and links to the lists they count with the lists' own
// URL filters (per work-order type, overdue, machines down, low stock, the inbox for those who
// may open it).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardTiles } from '../../web/src/features/dashboard/components/DashboardTiles';
import type { DashboardQuery } from '../../web/src/__generated__/graphql';

const dashboard = {
  farmId: 'f-1',
  openByPriority: [
    { type: 'PREVENTIVE', priority: 'URGENT', count: 2 },
    { type: 'CORRECTIVE', priority: 'URGENT', count: 3 },
    { type: 'CORRECTIVE', priority: 'LOW', count: 4 },
  ],
  overdue: [{ type: 'CORRECTIVE', priority: null, count: 6 }],
  completedThisMonth: [
    { type: 'PREVENTIVE', priority: null, count: 1 },
    { type: 'CORRECTIVE', priority: null, count: 7 },
  ],
  machinesDown: [{ equipment: { id: 'm-1', code: 'TR-01', name: 'Tractor' }, since: '2026-11-01T08:00:00Z' }],
  pendingRequests: 5,
  lowStockParts: 9,
  stockValue: 1234.5,
  currency: 'EUR',
  recentActivity: [],
  ordersPerWeek: [],
  downtimeByMachine: [],
} as unknown as DashboardQuery['dashboard'];

function show(permissions: string[]) {
  render(
    <MemoryRouter>
      <DashboardTiles
        dashboard={dashboard}
        farm={{ id: 'f-1', name: 'Farm', reference: 'FRM-001', currency: 'EUR', viewerPermissions: permissions }}
      />
    </MemoryRouter>,
  );
}

const href = (testId: string) => screen.getByTestId(testId).getAttribute('href');

describe('dashboard tiles', () => {
  it('count and link to the filtered lists', () => {
    show(['workorders.manage']);
    expect(screen.getByTestId('tile-open').textContent).toContain('9');
    expect(href('tile-open-urgent-preventive')).toBe(
      '/work-orders/preventive?status=OPEN%2CIN_PROGRESS%2CON_HOLD&priority=URGENT',
    );
    expect(screen.getByTestId('tile-open-urgent-corrective').textContent).toBe('Corrective: 3');
    expect(screen.getByTestId('tile-open-low-preventive').textContent).toBe('Preventive: 0');
    expect(href('tile-overdue-corrective')).toBe('/work-orders/corrective?quick=overdue');
    expect(screen.getByTestId('tile-overdue-corrective').textContent).toBe('Corrective: 6');
    expect(screen.getByTestId('tile-completed').textContent).toContain('8');
    expect(href('tile-down-link')).toBe('/equipment?quick=down');
    expect(screen.getByText('Tractor', { exact: false }).closest('a')?.getAttribute('href')).toBe('/equipment/m-1');
    expect(href('tile-pending-link')).toBe('/work-orders/requests?status=PENDING');
    expect(screen.getByTestId('tile-pending').textContent).toContain('5');
    expect(href('tile-low-stock-link')).toBe('/inventory?lowStock=1');
    expect(screen.getByTestId('tile-stock-value').textContent).toMatch(/1,234\.50/);
  });

  it('shows pending requests without the inbox link to whoever may not open the inbox', () => {
    show([]);
    expect(screen.getByTestId('tile-pending').textContent).toContain('5');
    expect(screen.queryByTestId('tile-pending-link')).toBeNull();
  });
});

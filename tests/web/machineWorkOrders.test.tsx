// A machine's work orders on its page: the newest ones, each linking to the order, the lists of
// each type filtered by the machine, and "new work order", which opens the corrective list's
// drawer on that machine (features never import each other: a link carries the request).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../web/src/app/cachePolicies';
import { WorkOrdersTab } from '../../web/src/features/equipment/detail/WorkOrdersTab';
import { WorkOrderList } from '../../web/src/features/work-orders/components/WorkOrderList';
import { readFilters } from '../../web/src/features/work-orders/model/listFilters';
import { setFarms, type FarmSummary } from '../../web/src/lib/farm/farmStore';
import { machineWorkOrdersPath } from '../../web/src/lib/routing/workOrderLinks';

// antd renders popups and tables asynchronously; the suite shares a loaded machine.
const LATER = { timeout: 10_000 };

const MANAGER = ['workorders.write', 'workorders.manage'];
const TECHNICIAN = ['workorders.write'];
const farm = (viewerPermissions: string[]): FarmSummary => ({
  id: 'farm-1',
  name: 'Green Valley',
  reference: 'FRM-001',
  viewerPermissions,
});

const order = (id: string, number: string, extra: object) => ({
  __typename: 'WorkOrder',
  id,
  number,
  title: `Order ${number}`,
  type: 'CORRECTIVE',
  status: 'OPEN',
  holdReason: null,
  priority: 'MEDIUM',
  dueDate: null,
  overdue: false,
  ...extra,
});
const ORDERS = [
  order('wo-2', 'WO-000002', { status: 'ON_HOLD', holdReason: 'Waiting for the belt', priority: 'URGENT' }),
  order('wo-1', 'WO-000001', { type: 'PREVENTIVE', status: 'COMPLETED', dueDate: '2026-01-10', overdue: false }),
];
const TRACTOR = { __typename: 'Equipment', id: 'm-1', code: 'TR-01', name: 'Tractor' };

/** A server that knows the tractor and its orders. */
function client() {
  const link = new ApolloLink((operation) => {
    switch (operation.operationName) {
      case 'MachineWorkOrders':
        return of({ data: { equipment: { ...TRACTOR, workOrders: ORDERS } } });
      case 'MachineOptions':
        return of({
          data: {
            equipmentList: {
              __typename: 'EquipmentConnection',
              edges: [{ __typename: 'EquipmentEdge', node: TRACTOR }],
            },
          },
        });
      case 'WorkOrders':
        return of({
          data: {
            workOrders: {
              __typename: 'WorkOrderConnection',
              edges: [],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              totalCount: 0,
              totalCountIsExact: true,
            },
          },
        });
      default:
        return of({ data: { workOrderAssignees: [] } });
    }
  });
  return new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function show(url: string, permissions: string[], page: ReactNode) {
  setFarms([farm(permissions)]);
  render(
    <ApolloProvider client={client()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ApolloProvider>,
  );
}
const where = () => screen.getByTestId('where').textContent;

afterEach(() => setFarms([]));

describe("a machine's work orders tab", () => {
  it('lists its newest orders with their type, status, priority and due date, each linking to the order', async () => {
    show('/equipment/m-1', TECHNICIAN, <WorkOrdersTab machine={{ id: 'm-1', farmId: 'farm-1' }} />);
    const rows = await screen.findAllByTestId('equipment-work-order-row', undefined, LATER);
    expect(rows).toHaveLength(2);
    const link = within(rows[0]).getByTestId('equipment-work-order-link');
    expect(link.textContent).toBe('WO-000002');
    expect(link.getAttribute('href')).toBe('/work-orders/wo-2');
    expect(within(rows[0]).getByText('Order WO-000002')).toBeTruthy();
    expect(within(rows[0]).getByTestId('wo-type-tag').textContent).toBe('Corrective');
    expect(within(rows[0]).getByTestId('wo-status-tag').textContent).toBe('On hold');
    expect(within(rows[0]).getByTestId('wo-priority-tag').textContent).toBe('Urgent');
    expect(within(rows[1]).getByTestId('wo-type-tag').textContent).toBe('Preventive');
    expect(within(rows[1]).getByTestId('wo-status-tag').textContent).toBe('Completed');
    expect(within(rows[1]).getByText('Jan 10, 2026')).toBeTruthy();
  });

  it("links to each type's list filtered by the machine; a technician is not offered a new order", async () => {
    show('/equipment/m-1', TECHNICIAN, <WorkOrdersTab machine={{ id: 'm-1', farmId: 'farm-1' }} />);
    await screen.findAllByTestId('equipment-work-order-row', undefined, LATER);
    expect(screen.getByTestId('equipment-work-orders-all-PREVENTIVE').getAttribute('href')).toBe(
      '/work-orders/preventive?machine=m-1',
    );
    expect(screen.getByTestId('equipment-work-orders-all-CORRECTIVE').textContent).toBe('All its corrective orders');
    expect(screen.queryByTestId('equipment-work-order-new')).toBeNull();
  });

  it("offers a manager a new order on the machine, through the corrective list's link", async () => {
    show('/equipment/m-1', MANAGER, <WorkOrdersTab machine={{ id: 'm-1', farmId: 'farm-1' }} />);
    fireEvent.click(await screen.findByTestId('equipment-work-order-new', undefined, LATER));
    expect(where()).toBe('/work-orders/corrective?machine=m-1&new=1');
  });

  it('offers no list or new order for a machine of another farm than the selected one', async () => {
    show('/equipment/m-1', MANAGER, <WorkOrdersTab machine={{ id: 'm-1', farmId: 'farm-2' }} />);
    await screen.findAllByTestId('equipment-work-order-row', undefined, LATER);
    expect(screen.queryByTestId('equipment-work-order-new')).toBeNull();
    expect(screen.queryByTestId('equipment-work-orders-all-CORRECTIVE')).toBeNull();
  });
});

describe('the list a machine links to', () => {
  it('reads the machine of the link as its machine filter', () => {
    const [, query] = machineWorkOrdersPath('PREVENTIVE', 'm-1', true).split('?');
    expect(readFilters(new URLSearchParams(query)).equipmentId).toBe('m-1');
  });

  it('opens the new-order drawer on that machine once, and keeps the filter', async () => {
    const url = machineWorkOrdersPath('CORRECTIVE', 'm-1', true);
    show(url, MANAGER, <WorkOrderList farm={farm(MANAGER)} type="CORRECTIVE" />);
    const drawer = await screen.findByTestId('wo-form', undefined, LATER);
    expect(await within(drawer).findByTitle('TR-01 — Tractor', undefined, LATER)).toBeTruthy();
    // Back and reload do not open it again; the list stays the machine's.
    await waitFor(() => expect(where()).toBe('/work-orders/corrective?machine=m-1'), LATER);
  });

  it('opens no drawer for a technician', async () => {
    show(
      machineWorkOrdersPath('CORRECTIVE', 'm-1', true),
      TECHNICIAN,
      <WorkOrderList farm={farm(TECHNICIAN)} type="CORRECTIVE" />,
    );
    expect(await screen.findByTestId('wo-empty', undefined, LATER)).toBeTruthy();
    expect(screen.queryByTestId('wo-form')).toBeNull();
    expect(where()).toBe('/work-orders/corrective?machine=m-1');
  });
});

// A machine's plans tab: each plan in words (triggers, season, next due with the meter's
// projected day, last service, open order, lateness); managers get the actions and the form, which
// checks the server's limits in words before it sends a plan; technicians only read.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../web/src/app/cachePolicies';
import { ConfirmProvider } from '../../web/src/components/confirm/ConfirmProvider';
import { PlansTab } from '../../web/src/features/equipment/detail/PlansTab';
import { setFarms } from '../../web/src/lib/farm/farmStore';

const LATER = { timeout: 10_000 };
const MANAGER = ['workorders.write', 'workorders.manage'];
const TECHNICIAN = ['workorders.write'];
const MACHINE = { id: 'm-1', farmId: 'farm-1', meterUnit: 'HOURS' as const };

const inDays = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

const PLAN = {
  __typename: 'MaintenancePlan',
  id: 'plan-1',
  farmId: 'farm-1',
  title: 'Engine oil and filters',
  instructions: null,
  checklist: ['Drain the oil'],
  parts: [],
  estimatedMinutes: 90,
  defaultAssignee: null,
  priority: 'HIGH',
  leadDays: 7,
  active: true,
  calendarEvery: 12,
  calendarUnit: 'MONTH',
  meterEvery: 250,
  anchor: 'FIXED',
  startDate: '2026-01-05',
  startMeter: 100,
  seasonStart: '06-01',
  seasonEnd: '07-31',
  breakInDays: null,
  breakInMeter: null,
  lastDone: { __typename: 'PlanLastDone', date: '2026-03-03', meter: 330 },
  lastSkipped: null,
  nextDue: {
    __typename: 'PlanDue',
    date: '2027-06-01',
    meter: 580,
    breakIn: false,
    projectedDate: inDays(12),
    ratePerDay: 4.1,
    dueDate: inDays(12),
    dueNow: false,
  },
  openOrder: { __typename: 'WorkOrder', id: 'wo-7', number: 'WO-000007', status: 'OPEN', planLate: true },
  lateCount: 2,
  equipment: { __typename: 'Equipment', id: 'm-1', code: 'TR-01', name: 'Tractor', meterUnit: 'HOURS' },
};

/** A server that knows the tractor's plan; it records the plans created. */
function client(created: unknown[]) {
  const link = new ApolloLink((operation) => {
    switch (operation.operationName) {
      case 'MachinePlans':
        return of({ data: { equipment: { __typename: 'Equipment', id: 'm-1', plans: [PLAN] } } });
      case 'CreateMaintenancePlan':
        created.push(operation.variables);
        return of({ data: { createMaintenancePlan: { ...PLAN, id: 'plan-2' } } });
      case 'PartOptions':
        return of({ data: { spareParts: { __typename: 'SparePartConnection', edges: [] } } });
      default:
        return of({ data: { workOrderAssignees: [] } });
    }
  });
  return new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link });
}

function show(permissions: string[], created: unknown[] = []) {
  setFarms([{ id: 'farm-1', name: 'Green Valley', reference: 'FRM-001', viewerPermissions: permissions }]);
  render(
    <ApolloProvider client={client(created)}>
      <MemoryRouter>
        <ConfirmProvider>
          <App>
            <PlansTab machine={MACHINE} />
          </App>
        </ConfirmProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(() => setFarms([]));

describe("a machine's plans tab", () => {
  it('says each plan in words: triggers, season, next due with its projection, last done and open order', async () => {
    show(TECHNICIAN);
    const card = await screen.findByTestId('plan-card', undefined, LATER);
    expect(within(card).getByTestId('plan-triggers').textContent).toBe(
      'Every 250 h or 12 months, whichever comes first',
    );
    expect(within(card).getByTestId('plan-trigger-details').textContent).toBe(
      'On a fixed schedule · In season Jun 1 – Jul 31',
    );
    expect(within(card).getByTestId('plan-next-due').textContent).toBe('Jun 1, 2027 or 580 h');
    expect(within(card).getByTestId('plan-projection').textContent).toBe('≈ 12 days at 4.1 h/day');
    expect(within(card).getByTestId('plan-last-done').textContent).toBe('Mar 3, 2026 at 330 h');
    expect(within(card).getByTestId('plan-open-order').getAttribute('href')).toBe('/work-orders/wo-7');
    expect(within(card).getByTestId('plan-state').textContent).toBe('Active');
    // PM compliance: its open order is past its due day, and two of its orders were late.
    expect(within(card).getByTestId('plan-order-late').textContent).toBe('Late');
    expect(within(card).getByTestId('plan-late-count').textContent).toBe('Late orders: 2');
  });

  it('is read-only for a technician', async () => {
    show(TECHNICIAN);
    await screen.findByTestId('plan-card', undefined, LATER);
    for (const id of ['plan-new', 'plan-run-scheduler', 'plan-edit', 'plan-pause', 'plan-delete'])
      expect(screen.queryByTestId(id)).toBeNull();
  });

  it('lets a manager create a plan, refused in words until it has a trigger and a lead time in range', async () => {
    const created: unknown[] = [];
    show(MANAGER, created);
    expect(await screen.findByTestId('plan-pause', undefined, LATER)).toBeTruthy();
    fireEvent.click(screen.getByTestId('plan-new'));
    const form = await screen.findByTestId('plan-form', undefined, LATER);
    type(within(form).getByTestId('plan-form-title'), 'Grease the loader');
    type(form.querySelector('#plan-form_leadDays')!, '400');
    fireEvent.click(screen.getByTestId('plan-form-save'));
    expect(
      await within(form).findByText('Give a calendar or a meter interval (or both).', undefined, LATER),
    ).toBeTruthy();
    expect(within(form).getByText('Enter a whole number from 0 to 365.')).toBeTruthy();
    expect(created).toEqual([]);

    type(form.querySelector('#plan-form_leadDays')!, '3');
    type(form.querySelector('#plan-form_meterEvery')!, '50');
    fireEvent.click(screen.getByTestId('plan-form-save'));
    await waitFor(() => expect(created).toHaveLength(1), LATER);
    expect(created[0]).toMatchObject({
      farmId: 'farm-1',
      input: { equipmentId: 'm-1', title: 'Grease the loader', meterEvery: 50, leadDays: 3, calendarUnit: null },
    });
  });
});

// The detail page offers exactly the actions the server allows (WorkOrder.viewerActions):
// for each farm role and status, the buttons are the gateway's own answer (work-order-rules),
// in the order a job goes, and nothing else.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { EMPTY } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { actionsOf } from '../../gateway/src/modules/maintenance/work-orders/work-order-rules';
import { WorkOrderActions } from '../../web/src/features/work-orders/detail/WorkOrderActions';
import type {
  WorkOrderAction,
  WorkOrderOverview_WorkOrderFragment as Order,
  WorkOrderStatus,
} from '../../web/src/__generated__/graphql';
import { selectFarm, setFarms } from '../../web/src/lib/farm/farmStore';
import { messageValues } from '../../web/src/lib/i18n/messageValues';
import i18next from 'i18next';

// antd validates and renders popups asynchronously; the suite shares a loaded machine.
const LATER = { timeout: 10_000 };

const ROLES = {
  manager: { manage: true, work: true },
  'assigned technician': { manage: false, work: true },
  'technician of another order': { manage: false, work: false },
  viewer: { manage: false, work: false },
};
const STATUSES: WorkOrderStatus[] = ['OPEN', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED'];

const order = (status: WorkOrderStatus, viewerActions: WorkOrderAction[]) =>
  ({
    id: 'wo-1',
    farmId: 'farm-1',
    number: 'WO-000001',
    status,
    viewerActions,
    assignees: [],
    equipment: { id: 'm-1', code: 'TR-01', name: 'Tractor', status: 'DOWN', meterUnit: 'HOURS', meterValue: 120 },
  }) as unknown as Order;

const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => EMPTY) });
const show = (status: WorkOrderStatus, actions: WorkOrderAction[]) =>
  render(
    <ApolloProvider client={client}>
      <WorkOrderActions order={order(status, actions)} onEdit={() => undefined} />
    </ApolloProvider>,
  );
const buttons = () => screen.queryAllByTestId(/^wo-action-/).map((button) => button.dataset.testid);

afterEach(() => setFarms([]));

describe('the actions of a work order', () => {
  const cases = Object.entries(ROLES).flatMap(([role, may]) => STATUSES.map((status) => [role, status, may] as const));

  it.each(cases)('%s, %s: exactly what the server allows', (_role, status, may) => {
    const allowed = actionsOf(may, status);
    show(status, [...allowed]);
    const expected = ['START', 'RESUME', 'HOLD', 'COMPLETE', 'ASSIGN', 'EDIT', 'CANCEL', 'REOPEN']
      .filter((action) => (allowed as readonly string[]).includes(action))
      .map((action) => `wo-action-${action.toLowerCase()}`);
    expect(buttons()).toEqual(expected);
  });

  it('gives a viewer nothing to press', () => {
    show('OPEN', actionsOf(ROLES.viewer, 'OPEN'));
    expect(buttons()).toEqual([]);
  });

  it("lets a technician complete with a reading of the machine's meter", async () => {
    setFarms([
      {
        id: 'farm-1',
        name: 'Green Valley',
        reference: 'FRM-001',
        viewerPermissions: ['workorders.write', 'meters.write'],
      },
    ]);
    selectFarm('farm-1');
    show('IN_PROGRESS', actionsOf(ROLES['assigned technician'], 'IN_PROGRESS'));
    fireEvent.click(screen.getByTestId('wo-action-complete'));
    expect(await screen.findByTestId('wo-complete-reading', undefined, LATER)).toBeTruthy();
    expect(screen.getByText('Last reading: 120 h')).toBeTruthy();
  });

  it('asks a reason before cancelling, and refuses a blank one', async () => {
    show('OPEN', actionsOf(ROLES.manager, 'OPEN'));
    fireEvent.click(screen.getByTestId('wo-action-cancel'));
    fireEvent.click(await screen.findByTestId('wo-cancel-dialog-ok', undefined, LATER));
    expect(
      await screen.findByText('Say why the order is cancelled (at least 3 characters).', undefined, LATER),
    ).toBeTruthy();
  });

  it('names both statuses of a refused change in words, not codes', () => {
    expect(messageValues({ from: 'COMPLETED', to: 'IN_PROGRESS' }, i18next.t, i18next)).toEqual({
      from: 'Completed',
      to: 'In progress',
    });
  });
});

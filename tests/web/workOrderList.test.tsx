// The work-order lists keep their filters in the URL and send them to the server as the
// schema's filter, quick filters included; only managers are offered a new order.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../web/src/app/cachePolicies';
import { WorkOrderList } from '../../web/src/features/work-orders/components/WorkOrderList';
import {
  DEFAULT_SORT,
  readFilters,
  readSort,
  toWorkOrderFilter,
  writeParams,
} from '../../web/src/features/work-orders/model/listFilters';
import { setFarms, type FarmSummary } from '../../web/src/lib/farm/farmStore';

// antd validates and renders popups asynchronously; the suite shares a loaded machine.
const LATER = { timeout: 10_000 };

describe('the list filters in the URL', () => {
  it('read back what they wrote, and leave a plain list a plain URL', () => {
    const filters = {
      ...readFilters(new URLSearchParams()),
      text: 'loader',
      status: ['OPEN' as const],
      quick: 'mine' as const,
    };
    const sort = { field: 'DUE_DATE' as const, direction: 'ASC' as const };
    const params = writeParams(filters, sort);
    expect(readFilters(params)).toEqual(filters);
    expect(readSort(params)).toEqual(sort);
    expect(writeParams(readFilters(new URLSearchParams()), DEFAULT_SORT).toString()).toBe('');
  });

  it('drop what an edited link makes up', () => {
    const filters = readFilters(new URLSearchParams('status=OPEN,LOST&priority=SOON&quick=all-mine&dueFrom=yesterday'));
    expect(filters).toMatchObject({ status: ['OPEN'], priority: [], quick: 'all', dueFrom: '' });
    expect(readSort(new URLSearchParams('sort=COST&dir=DESC'))).toEqual(DEFAULT_SORT);
  });

  it('turn quick filters into the server filter, over the bar’s own choices', () => {
    const none = readFilters(new URLSearchParams());
    expect(toWorkOrderFilter('CORRECTIVE', { ...none, quick: 'urgentOpen', status: ['COMPLETED'] })).toEqual({
      type: ['CORRECTIVE'],
      priority: ['URGENT'],
      status: ['OPEN', 'IN_PROGRESS', 'ON_HOLD'],
    });
    expect(toWorkOrderFilter('PREVENTIVE', { ...none, quick: 'waitingParts' })).toEqual({
      type: ['PREVENTIVE'],
      status: ['ON_HOLD'],
    });
    expect(toWorkOrderFilter('PREVENTIVE', { ...none, quick: 'mine', assigneeId: 'u-1' })).toEqual({
      type: ['PREVENTIVE'],
      assignedToMe: true,
    });
  });
});

const farm = (viewerPermissions: string[]): FarmSummary => ({
  id: 'farm-1',
  name: 'Green Valley',
  reference: 'FRM-001',
  viewerPermissions,
});

/** Renders the corrective list at `url`; returns the filters the server was asked for. */
function showList(url: string, permissions: string[]) {
  const asked: unknown[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'WorkOrders') {
      asked.push(operation.variables.filter);
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
    }
    if (operation.operationName === 'WorkOrderAssignees') return of({ data: { workOrderAssignees: [] } });
    return of({ data: { equipmentList: { __typename: 'EquipmentConnection', edges: [] } } });
  });
  const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link });
  setFarms([farm(permissions)]);
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <WorkOrderList farm={farm(permissions)} type="CORRECTIVE" />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return asked;
}

afterEach(() => setFarms([]));

describe('the corrective list', () => {
  it('asks the server for the filters of its URL', async () => {
    const asked = showList('/work-orders/corrective?quick=overdue&priority=HIGH,URGENT', ['workorders.write']);
    await waitFor(
      () => expect(asked).toContainEqual({ type: ['CORRECTIVE'], priority: ['HIGH', 'URGENT'], overdue: true }),
      LATER,
    );
    expect(await screen.findByTestId('wo-empty', undefined, LATER)).toBeTruthy();
  });

  it('offers a new order and the settings to managers only', async () => {
    showList('/work-orders/corrective', ['workorders.write', 'workorders.manage']);
    expect(await screen.findByTestId('wo-new', undefined, LATER)).toBeTruthy();
    expect(screen.getByTestId('wo-settings').textContent).toBe('Settings');
  });

  it('does not offer one to a technician', async () => {
    showList('/work-orders/corrective', ['workorders.write']);
    expect(await screen.findByTestId('wo-empty', undefined, LATER)).toBeTruthy();
    expect(screen.queryByTestId('wo-new')).toBeNull();
    expect(screen.queryByTestId('wo-settings')).toBeNull();
  });
});

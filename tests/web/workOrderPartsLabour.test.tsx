// Parts, labour and cost on the detail page: whoever works the open order plans, uses and
// returns parts and logs time; a technician logs and deletes only their own time, a manager
// anyone's; who does not work the order reads.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../web/src/components/confirm/ConfirmProvider';
import { CostSummary } from '../../web/src/features/work-orders/detail/cost/CostSummary';
import { LabourPanel } from '../../web/src/features/work-orders/detail/labour/LabourPanel';
import { PartsPanel } from '../../web/src/features/work-orders/detail/parts/PartsPanel';
import type { FragmentType } from '../../web/src/__generated__';
import type { CostSummary_workOrder } from '../../web/src/features/work-orders/detail/cost/costFragment';
import type { LabourPanel_workOrder } from '../../web/src/features/work-orders/detail/labour/labourFragment';
import type { PartsPanel_workOrder } from '../../web/src/features/work-orders/detail/parts/partsFragment';
import type { LabourPanel_WorkOrderFragment, PartsPanel_WorkOrderFragment } from '../../web/src/__generated__/graphql';

// antd validates and renders popups asynchronously; the suite shares a loaded machine.
const LATER = { timeout: 10_000 };
const ME = { id: 'u-tech', name: 'Youssef Benali' };

const part = {
  id: 'p-1',
  partNumber: 'HOSE-1',
  name: 'Hose',
  unit: 'PCS',
  quantityOnHand: 5,
  reserved: 1,
  available: 4,
  unitCost: 25,
};
const line = (id: string, issued: number) => ({
  id,
  plannedQuantity: 2,
  reservedQuantity: 2 - issued,
  issuedQuantity: issued,
  returnedQuantity: 0,
  usedQuantity: issued,
  cost: issued * 25,
  part: { ...part, id: `part-${id}`, partNumber: `HOSE-${id}` },
});
const partsOrder = {
  id: 'wo-1',
  farmId: 'farm-1',
  parts: [line('a', 0), line('b', 1)],
} as PartsPanel_WorkOrderFragment as unknown as FragmentType<typeof PartsPanel_workOrder>;

const entry = (id: string, person: { id: string; name: string }, running = false) => ({
  id,
  person,
  startedAt: '2026-11-20T10:00:00Z',
  endedAt: running ? null : '2026-11-20T10:30:00Z',
  minutes: running ? null : 30,
  running,
  hourlyRate: 40,
  cost: running ? null : 20,
  note: null,
});
const labourOrder = (labour: ReturnType<typeof entry>[]) =>
  ({
    id: 'wo-1',
    farmId: 'farm-1',
    assignees: [ME],
    labour,
  }) as LabourPanel_WorkOrderFragment as unknown as FragmentType<typeof LabourPanel_workOrder>;
const others = entry('l-2', { id: 'u-other', name: 'Karim Idrissi' });

function show(node: ReactNode) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
    return of({ data: { logLabour: { __typename: 'LabourEntry', id: 'l-9' } } });
  });
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <ConfirmProvider>{node}</ConfirmProvider>
    </ApolloProvider>,
  );
  return sent;
}

const signedInAs = (user: { id: string; name: string }) => localStorage.setItem('user', JSON.stringify(user));
const lines = () => screen.getAllByTestId('wo-part-line');

describe('the parts of a work order', () => {
  it('lets whoever works the order plan, use, return what was used, and remove what was not', () => {
    show(<PartsPanel order={partsOrder} canWork />);
    expect(screen.getByTestId('wo-part-plan')).toBeTruthy();
    expect(within(lines()[0]).getByTestId('wo-part-reserved').textContent).toBe('2');
    expect(within(lines()[0]).getByTestId('wo-part-available').textContent).toBe('4');
    expect(within(lines()[0]).getByTestId('wo-part-use')).toBeTruthy();
    expect(within(lines()[0]).queryByTestId('wo-part-return')).toBeNull();
    expect(within(lines()[0]).getByTestId('wo-part-remove')).toBeTruthy();
    expect(within(lines()[1]).getByTestId('wo-part-return')).toBeTruthy();
    expect(within(lines()[1]).queryByTestId('wo-part-remove')).toBeNull();
  });

  it('is read-only for who does not work the order', () => {
    show(<PartsPanel order={partsOrder} canWork={false} />);
    expect(lines()).toHaveLength(2);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('the labour of a work order', () => {
  it('lets a technician run their timer, log their own time and delete only their entries', async () => {
    signedInAs(ME);
    const sent = show(<LabourPanel order={labourOrder([entry('l-1', ME), others])} canWork canManage={false} />);
    expect(screen.getByTestId('wo-timer-start')).toBeTruthy();
    const entries = screen.getAllByTestId('wo-labour-entry');
    expect(within(entries[0]).getByTestId('wo-labour-delete')).toBeTruthy();
    expect(within(entries[1]).queryByTestId('wo-labour-delete')).toBeNull();
    fireEvent.click(screen.getByTestId('wo-labour-log'));
    const minutes = await screen.findByTestId('wo-log-labour-minutes', undefined, LATER);
    expect(screen.queryByTestId('wo-log-labour-person')).toBeNull();
    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('wo-log-labour-ok'));
    await waitFor(() => expect(sent.map((entry) => entry.operationName)).toContain('LogLabour'), LATER);
    const { input } = sent.find((entry) => entry.operationName === 'LogLabour')!.variables as {
      input: { id: string; minutes: number; userId: string | null };
    };
    expect(input).toMatchObject({ minutes: 30, userId: null });
    expect(input.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows my running timer with its clock and a stop button', () => {
    signedInAs(ME);
    show(<LabourPanel order={labourOrder([entry('l-1', ME, true)])} canWork canManage={false} />);
    expect(screen.getByTestId('wo-timer-stop')).toBeTruthy();
    expect(screen.getAllByTestId('wo-timer-clock')[0].textContent).toMatch(/^\d+:\d\d:\d\d$/);
  });

  it("lets a manager pick whose time it is and delete anyone's", async () => {
    signedInAs({ id: 'u-manager', name: 'Amina' });
    show(<LabourPanel order={labourOrder([entry('l-1', ME), others])} canWork canManage />);
    expect(screen.getAllByTestId('wo-labour-delete')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('wo-labour-log'));
    expect(await screen.findByTestId('wo-log-labour-person', undefined, LATER)).toBeTruthy();
  });

  it('is read-only for who does not work the order', () => {
    signedInAs(ME);
    show(<LabourPanel order={labourOrder([entry('l-1', ME)])} canWork={false} canManage={false} />);
    expect(screen.getAllByTestId('wo-labour-entry')).toHaveLength(1);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('the cost of a work order', () => {
  it("shows parts, labour and total in the order's currency", () => {
    const order = {
      id: 'wo-1',
      cost: { parts: 25, labour: 20, total: 45, currency: 'EUR' },
    } as unknown as FragmentType<typeof CostSummary_workOrder>;
    show(<CostSummary order={order} />);
    expect(screen.getByTestId('wo-cost-total').textContent).toContain('€45.00');
  });
});

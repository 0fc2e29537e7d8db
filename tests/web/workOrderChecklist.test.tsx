// The checklist: whoever works the order ticks items and opens a corrective order from a
// failed one (once: under one client id); managers add and remove items; others read.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../web/src/components/confirm/ConfirmProvider';
import { ChecklistPanel } from '../../web/src/features/work-orders/detail/checklist/ChecklistPanel';
import type { ChecklistPanel_WorkOrderFragment } from '../../web/src/__generated__/graphql';
import type { FragmentType } from '../../web/src/__generated__';
import type { ChecklistPanel_workOrder } from '../../web/src/features/work-orders/detail/checklist/checklistFragment';

// antd validates and renders popups asynchronously; the suite shares a loaded machine.
const LATER = { timeout: 10_000 };

const item = (id: string, result: 'PASS' | 'FAIL' | null, correctiveOrder: object | null = null) => ({
  id,
  position: 0,
  text: `Item ${id}`,
  result,
  note: result === 'FAIL' ? 'Hose cracked' : null,
  doneBy: result ? { id: 'u-1', name: 'Youssef Benali' } : null,
  doneAt: result ? '2026-11-20T10:00:00Z' : null,
  correctiveOrder,
  photos: [],
});

const order = {
  id: 'wo-1',
  farmId: 'farm-1',
  checklist: [
    item('a', 'PASS'),
    item('b', 'FAIL'),
    item('c', 'FAIL', { id: 'wo-2', number: 'WO-000002', status: 'OPEN' }),
  ],
} as ChecklistPanel_WorkOrderFragment as unknown as FragmentType<typeof ChecklistPanel_workOrder>;

function show(canWork: boolean, canManage: boolean) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
    return of({
      data: { openCorrectiveFromChecklistItem: { __typename: 'WorkOrder', id: 'wo-3', number: 'WO-000003' } },
    });
  });
  renderPanel(link, canWork, canManage);
  return sent;
}

function renderPanel(link: ApolloLink, canWork: boolean, canManage: boolean) {
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <MemoryRouter>
        <ConfirmProvider>
          <ChecklistPanel order={order} canWork={canWork} canManage={canManage} />
        </ConfirmProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const items = () => screen.getAllByTestId('checklist-item');

describe('the checklist', () => {
  it('lets whoever works the order open a corrective order from a failed item, and links the one already opened', () => {
    show(true, false);
    expect(within(items()[0]).queryByTestId('checklist-open-corrective')).toBeNull();
    expect(within(items()[1]).getByTestId('checklist-open-corrective')).toBeTruthy();
    expect(within(items()[2]).getByTestId('checklist-corrective-link').textContent).toBe('Opened WO-000002');
    expect(screen.queryByTestId('checklist-add')).toBeNull();
    expect(screen.queryByTestId('checklist-remove')).toBeNull();
  });

  it('opens the corrective order for the failed item under one client id', async () => {
    const sent = show(true, false);
    fireEvent.click(within(items()[1]).getByTestId('checklist-open-corrective'));
    fireEvent.click(await screen.findByTestId('wo-open-corrective-dialog-ok', undefined, LATER));
    await waitFor(() => expect(sent.map((entry) => entry.operationName)).toContain('OpenCorrective'), LATER);
    const { itemId, input } = sent.find((entry) => entry.operationName === 'OpenCorrective')!.variables as {
      itemId: string;
      input: { id: string; title: string; description: string; priority: string };
    };
    expect(itemId).toBe('b');
    expect(input).toMatchObject({ title: 'Item b', description: 'Hose cracked', priority: 'HIGH' });
    expect(input.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is read-only for who does not work the order', () => {
    show(false, false);
    expect(screen.queryByTestId('checklist-open-corrective')).toBeNull();
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps a note being written open when the answer to a result tapped just before comes back', async () => {
    const answers: (() => void)[] = [];
    // The server's answers wait until the test lets them through, as on a slow link.
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          answers.push(() => {
            observer.next({
              data: {
                recordChecklistResult: {
                  __typename: 'ChecklistItem',
                  id: 'a',
                  result: 'FAIL',
                  note: null,
                  doneAt: null,
                },
              },
            });
            observer.complete();
          });
        }),
    );
    renderPanel(link, true, false);
    const first = items()[0];
    fireEvent.click(within(first).getByText('Fail', { exact: true }));
    fireEvent.click(within(first).getByTestId('checklist-note-toggle'));
    fireEvent.change(within(first).getByTestId('checklist-note'), { target: { value: 'Left pad worn' } });
    await waitFor(() => expect(answers).toHaveLength(1), LATER);
    act(() => answers[0]());
    await waitFor(() => expect(within(first).getByTestId('checklist-note-save')).not.toHaveProperty('disabled', true));
    expect((within(first).getByTestId('checklist-note') as HTMLTextAreaElement).value).toBe('Left pad worn');
  });

  it('gives managers add and remove, but never on an item that opened an order', () => {
    show(true, true);
    expect(screen.getByTestId('checklist-add')).toBeTruthy();
    expect(within(items()[0]).getByTestId('checklist-remove')).toBeTruthy();
    expect(within(items()[2]).queryByTestId('checklist-remove')).toBeNull();
  });
});

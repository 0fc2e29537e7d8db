// Using a part the order never planned: whoever works the order picks a part that is not on
// it and how many, and the store issues it under one client id; the store's refusals (not
// enough available, not enough on hand) read in the reader's words under the quantity.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../web/src/components/confirm/ConfirmProvider';
import { PartsPanel } from '../../web/src/features/work-orders/detail/parts/PartsPanel';
import type { PartsPanel_workOrder } from '../../web/src/features/work-orders/detail/parts/partsFragment';
import type { FragmentType } from '../../web/src/__generated__';
import type { PartsPanel_WorkOrderFragment } from '../../web/src/__generated__/graphql';

// antd validates and renders popups asynchronously; the suite shares a loaded machine.
const LATER = { timeout: 10_000 };

const hose = { id: 'p-hose', partNumber: 'HOSE-1', name: 'Hydraulic hose', available: 4 };
const belt = { id: 'p-belt', partNumber: 'BELT-1', name: 'Fan belt', available: 0 };
const order = {
  id: 'wo-1',
  farmId: 'farm-1',
  parts: [
    {
      id: 'line-1',
      plannedQuantity: 1,
      reservedQuantity: 1,
      issuedQuantity: 0,
      returnedQuantity: 0,
      usedQuantity: 0,
      cost: 0,
      part: { ...hose, quantityOnHand: 5, reserved: 1, unit: 'PCS', unitCost: 25 },
    },
  ],
} as PartsPanel_WorkOrderFragment as unknown as FragmentType<typeof PartsPanel_workOrder>;

type Sent = { operationName: string; variables: Record<string, unknown> };

/** A server with the farm's parts, answering uses with `answer`. */
function show(answer: object) {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
    if (operation.operationName === 'PartOptions')
      return of({
        data: {
          spareParts: {
            __typename: 'SparePartConnection',
            edges: [hose, belt].map((node) => ({
              __typename: 'SparePartEdge',
              node: { __typename: 'SparePart', ...node },
            })),
          },
        },
      });
    return of(answer);
  });
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <ConfirmProvider>
        <PartsPanel order={order} canWork />
      </ConfirmProvider>
    </ApolloProvider>,
  );
  return sent;
}

const BELT = 'BELT-1 — Fan belt (0 available)';

/** Opens "use a part" and its part picker; resolves to the belt's choice. */
async function openPicker() {
  fireEvent.click(screen.getByTestId('wo-part-use-other'));
  const dialog = await screen.findByTestId('wo-use-part', undefined, LATER);
  fireEvent.mouseDown(within(dialog).getByTestId('wo-part-select').querySelector('input')!);
  return screen.findByTitle(BELT, undefined, LATER);
}

/** Picks `choice` and sends `quantity` of it with a note. */
function issue(choice: HTMLElement, quantity: string) {
  fireEvent.click(choice);
  fireEvent.change(screen.getByTestId('wo-use-part-quantity'), { target: { value: quantity } });
  fireEvent.change(screen.getByTestId('wo-use-part-note'), { target: { value: ' Found worn ' } });
  fireEvent.click(screen.getByTestId('wo-use-part-ok'));
}

const uses = (sent: Sent[]) => sent.filter((entry) => entry.operationName === 'UseWorkOrderPart');

describe('using a part that was not planned', () => {
  it('offers only the parts not on the order, and issues the chosen one under one client id', async () => {
    const sent = show({ data: { useWorkOrderPart: { __typename: 'WorkOrderPart', id: 'line-2' } } });
    const belt = await openPicker();
    // The hose is on the order already: its own line has "Use".
    expect(screen.queryByTitle(/HOSE-1/)).toBeNull();
    issue(belt, '2');
    await waitFor(() => expect(uses(sent)).toHaveLength(1), LATER);
    const { workOrderId, input } = uses(sent)[0].variables as {
      workOrderId: string;
      input: { id: string; partId: string; quantity: number; note: string };
    };
    expect(workOrderId).toBe('wo-1');
    expect(input).toMatchObject({ partId: 'p-belt', quantity: 2, note: 'Found worn' });
    expect(input.id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByTestId('wo-use-part')).toBeNull(), LATER);
  });

  it('asks for a part and a quantity above 0 before sending anything', async () => {
    const sent = show({});
    fireEvent.click(screen.getByTestId('wo-part-use-other'));
    await screen.findByTestId('wo-use-part', undefined, LATER);
    fireEvent.change(screen.getByTestId('wo-use-part-quantity'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('wo-use-part-ok'));
    expect(await screen.findByText('Required', undefined, LATER)).toBeTruthy();
    expect(screen.getByText('More than 0')).toBeTruthy();
    expect(uses(sent)).toEqual([]);
  });

  it("shows the store's refusal in the reader's words, under the quantity, and keeps the dialog open", async () => {
    show({
      errors: [
        {
          message: 'Not enough stock available: 0 pcs available (1 on hand, 1 reserved), 2 requested',
          extensions: {
            code: 'BAD_USER_INPUT',
            messageKey: 'notEnoughAvailable',
            messageParams: { available: 0, onHand: 1, reserved: 1, unit: 'PCS', requested: 2 },
          },
        },
      ],
    });
    issue(await openPicker(), '2');
    expect(
      await screen.findByText(
        'Not enough stock available: 0 pcs (1 on hand, 1 reserved for work orders), 2 requested.',
        undefined,
        LATER,
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('wo-use-part')).toBeTruthy();
  });

  it('is not offered to who does not work the order', () => {
    render(
      <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })}>
        <ConfirmProvider>
          <PartsPanel order={order} canWork={false} />
        </ConfirmProvider>
      </ApolloProvider>,
    );
    expect(screen.queryByTestId('wo-part-use-other')).toBeNull();
  });
});

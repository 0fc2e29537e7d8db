// The work-order form checks what the server would refuse before sending anything, and a
// new order carries one client-chosen id for the drawer's life, so a second tap or a retry
// after a lost answer creates it once.
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { WorkOrderFormDrawer } from '../../web/src/features/work-orders/form/WorkOrderFormDrawer';
import {
  dateError,
  failureTimeError,
  minutesError,
  scheduleError,
  titleError,
} from '../../web/src/features/work-orders/model/formRules';
import { toCreateInput, toUpdateInput } from '../../web/src/features/work-orders/model/formValues';

// antd validates and renders popups asynchronously; the suite shares a loaded machine.
const LATER = { timeout: 10_000 };

describe('the form rules', () => {
  it('want a title of at most 200 characters', () => {
    expect(titleError('  ')).toBe('workOrders.form.required');
    expect(titleError('x'.repeat(201))).toBe('workOrders.form.tooLong');
    expect(titleError('Flat tyre')).toBeNull();
  });

  it('take whole minutes from 1 to a year, or nothing', () => {
    expect(minutesError(null)).toBeNull();
    expect(minutesError(90)).toBeNull();
    for (const wrong of [0, 1.5, 525_601]) expect(minutesError(wrong)).toBe('workOrders.form.minutesRange');
  });

  it('keep dates between 1900 and 2100, the end after the start, and failures in the past', () => {
    expect(dateError('2026-11-23')).toBeNull();
    expect(dateError('1899-12-31')).toBe('workOrders.form.dateRange');
    expect(scheduleError('2026-11-23T10:00', '2026-11-23T09:59')).toBe('workOrders.form.endBeforeStart');
    expect(scheduleError('2026-11-23T10:00', '2026-11-23T10:00')).toBeNull();
    const now = new Date('2026-11-23T12:00:00Z');
    expect(failureTimeError('2026-11-24T12:00:00Z', now)).toBe('workOrders.form.failureInFuture');
    expect(failureTimeError('2026-11-23T11:00:00Z', now)).toBeNull();
  });
});

describe('the form values', () => {
  const values = {
    type: 'PREVENTIVE' as const,
    title: ' Grease the loader ',
    equipmentId: 'm-1',
    priority: 'LOW' as const,
    dueDate: '',
    failureAt: '2026-11-23T10:00',
    equipmentDown: true,
  };

  it('leave the corrective extras out of a preventive order, which the server would refuse', () => {
    const input = toUpdateInput(values);
    expect(input).toMatchObject({ title: 'Grease the loader', dueDate: null });
    expect(input).not.toHaveProperty('failureAt');
    expect(input).not.toHaveProperty('equipmentDown');
  });

  it('send a breakdown with its failure time as an instant and the machine stopped', () => {
    const input = toCreateInput('farm-1', 'id-1', { ...values, type: 'CORRECTIVE' });
    expect(input).toMatchObject({ id: 'id-1', farmId: 'farm-1', type: 'CORRECTIVE', equipmentDown: true });
    expect(input.failureAt).toBe(new Date('2026-11-23T10:00').toISOString());
  });
});

/** A client whose server knows one machine, and answers creations with `create`. */
function serverWith(create: (input: { id: string }) => Observable<object> | ReturnType<typeof of>) {
  const created: { id: string }[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'MachineOptions')
      return of({
        data: {
          equipmentList: {
            __typename: 'EquipmentConnection',
            edges: [
              {
                __typename: 'EquipmentEdge',
                node: { __typename: 'Equipment', id: 'm-1', code: 'TR-01', name: 'Tractor' },
              },
            ],
          },
        },
      });
    if (operation.operationName === 'WorkOrderAssignees') return of({ data: { workOrderAssignees: [] } });
    const input = operation.variables.input as { id: string };
    created.push(input);
    return create(input);
  });
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), created };
}

function openDrawer(client: ApolloClient) {
  const onSaved = vi.fn();
  render(
    <ApolloProvider client={client}>
      <WorkOrderFormDrawer farmId="farm-1" type="CORRECTIVE" onClose={() => undefined} onSaved={onSaved} />
    </ApolloProvider>,
  );
  return onSaved;
}

const save = () => fireEvent.click(screen.getByTestId('wo-form-save'));

async function chooseMachine() {
  fireEvent.mouseDown(screen.getByTestId('wo-form-machine').querySelector('input')!);
  fireEvent.click(await screen.findByTitle('TR-01 — Tractor', undefined, LATER));
}

describe('the work-order drawer', () => {
  it('says what is missing and sends nothing', async () => {
    const server = serverWith(() => of({}));
    openDrawer(server.client);
    save();
    expect(await screen.findByText('Required', undefined, LATER)).toBeTruthy();
    expect(screen.getByText('Choose the machine')).toBeTruthy();
    expect(server.created).toEqual([]);
  });

  it('refuses a scheduled end before its start', async () => {
    const server = serverWith(() => of({}));
    openDrawer(server.client);
    fireEvent.change(screen.getByTestId('wo-form-start'), { target: { value: '2026-11-23T10:00' } });
    fireEvent.change(screen.getByTestId('wo-form-end'), { target: { value: '2026-11-23T08:00' } });
    save();
    expect(await screen.findByText('The end cannot be before the start', undefined, LATER)).toBeTruthy();
    expect(server.created).toEqual([]);
  });

  it('retries a lost creation under the same client id', async () => {
    let calls = 0;
    const server = serverWith(() => {
      calls += 1;
      if (calls === 1) return new Observable((observer) => observer.error(new Error('offline')));
      return of({ data: { createWorkOrder: { __typename: 'WorkOrder', id: 'wo-1' } } });
    });
    const onSaved = openDrawer(server.client);
    fireEvent.change(screen.getByTestId('wo-form-title'), { target: { value: 'Flat tyre' } });
    await chooseMachine();
    save();
    expect(await screen.findByTestId('wo-form-error', undefined, LATER)).toBeTruthy();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('wo-1'), LATER);
    expect(server.created).toHaveLength(2);
    expect(server.created[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.created[1].id).toBe(server.created[0].id);
  });
});

// Work-order settings for a farm's managers: the problem, cause and remedy lists (add, rename,
// deactivate and reactivate a code, the server's limits and its "already in the list" refusal in
// the reader's words) and, for who manages the farm's people, each member's hourly rate.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../web/src/components/confirm/ConfirmProvider';
import { codeError, codeFromLabel } from '../../web/src/features/work-orders/settings/failure-codes/failureCodeRules';
import { WorkOrderSettings } from '../../web/src/features/work-orders/settings/WorkOrderSettings';
import { selectFarm, setFarms, type FarmSummary } from '../../web/src/lib/farm/farmStore';

// antd validates and renders popups asynchronously; the suite shares a loaded machine.
const LATER = { timeout: 10_000 };
const MANAGER = ['workorders.manage', 'users.manage', 'workorders.write'];

interface Code {
  id: string;
  kind: 'PROBLEM' | 'CAUSE' | 'REMEDY';
  code: string;
  label: string;
  active: boolean;
}
interface Member {
  id: string;
  name: string;
  role: string;
  hourlyRate: number | null;
}

/** What the page's operations send (each uses some). */
interface Variables {
  input?: Partial<Code>;
  id?: string;
  userId?: string;
  rate?: number | null;
}

/** A farm's settings as the server keeps them, answering the page's operations. */
function fakeServer() {
  const codes: Code[] = [
    { id: 'c-1', kind: 'PROBLEM', code: 'LEAK', label: 'Hydraulic leak', active: true },
    { id: 'c-2', kind: 'CAUSE', code: 'WEAR', label: 'Normal wear', active: true },
  ];
  const members: Member[] = [
    { id: 'u-man', name: 'Amina Manager', role: 'manager', hourlyRate: null },
    { id: 'u-tech', name: 'Youssef Benali', role: 'technician', hourlyRate: null },
    { id: 'u-view', name: 'Vera Viewer', role: 'viewer', hourlyRate: null },
  ];
  const farm = { defaultHourlyRate: 70 as number | null };
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  const code = (row: Code) => ({ __typename: 'FailureCode', ...row });
  const rate = (row: Member) => ({
    __typename: 'LabourRate',
    person: { __typename: 'WorkOrderPerson', id: row.id, name: row.name },
    role: row.role,
    hourlyRate: row.hourlyRate,
    effectiveRate: row.hourlyRate ?? farm.defaultHourlyRate,
  });
  const answers: Record<string, (variables: Variables) => object> = {
    FailureCodeLists: () => ({ data: { failureCodes: codes.map(code) } }),
    CreateFailureCode: (variables) => {
      const input = variables.input as Code;
      if (codes.some((row) => row.kind === input.kind && row.code === input.code))
        return {
          errors: [
            {
              message: `This list already has the code ${input.code}`,
              extensions: { code: 'CONFLICT', messageKey: 'failureCodeTaken', messageParams: { code: input.code } },
            },
          ],
        };
      const row: Code = { id: input.id, kind: input.kind, code: input.code, label: input.label, active: true };
      codes.push(row);
      return { data: { createFailureCode: code(row) } };
    },
    UpdateFailureCode: ({ id, input }) => {
      const row = codes.find((candidate) => candidate.id === id)!;
      Object.assign(row, input);
      return { data: { updateFailureCode: code(row) } };
    },
    LabourRates: () => ({
      data: {
        farm: { __typename: 'Farm', id: 'farm-1', defaultHourlyRate: farm.defaultHourlyRate },
        labourRates: members.map(rate),
      },
    }),
    SetMemberHourlyRate: ({ userId, rate: value }) => {
      const row = members.find((member) => member.id === userId)!;
      row.hourlyRate = value ?? null;
      return { data: { setMemberHourlyRate: rate(row) } };
    },
    SetFarmDefaultHourlyRate: ({ rate: value }) => {
      farm.defaultHourlyRate = value ?? null;
      return { data: { setFarmDefaultHourlyRate: { __typename: 'Farm', id: 'farm-1', defaultHourlyRate: value } } };
    },
  };
  const link = new ApolloLink((operation) => {
    const operationName = operation.operationName ?? '';
    sent.push({ operationName, variables: operation.variables });
    return of(answers[operationName](operation.variables));
  });
  return {
    link,
    sent,
    codes,
    members,
    writes: () => sent.filter((entry) => !/^(FailureCodeLists|LabourRates)$/.test(entry.operationName)),
  };
}

function show(viewerPermissions = MANAGER) {
  const farm: FarmSummary = {
    id: 'farm-1',
    name: 'Green Valley',
    reference: 'FRM-001',
    currency: 'MAD',
    viewerPermissions,
  };
  setFarms([farm]);
  selectFarm(farm.id);
  const server = fakeServer();
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link: server.link })}>
      <MemoryRouter>
        <App>
          <ConfirmProvider>
            <WorkOrderSettings farm={farm} />
          </ConfirmProvider>
        </App>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return server;
}

afterEach(() => setFarms([]));

/** An element's text with the no-break spaces money is written with made plain. */
const shown = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

const list = (kind: string) => screen.findByTestId(`settings-codes-${kind}`, undefined, LATER);
const row = async (kind: string, code: string) =>
  (await list(kind)).querySelector<HTMLElement>(`[data-testid="settings-code"][data-code="${code}"]`);

describe('the failure-code lists', () => {
  it('adds a code to a list, its code suggested by its name', async () => {
    const server = show();
    const problems = await list('PROBLEM');
    fireEvent.change(within(problems).getByTestId('settings-code-new-label'), { target: { value: 'Pump failure' } });
    expect((within(problems).getByTestId('settings-code-new-code') as HTMLInputElement).value).toBe('PUMP_FAILURE');
    fireEvent.click(within(problems).getByTestId('settings-code-add'));
    await waitFor(() => expect(within(problems).getByText('Pump failure')).toBeTruthy(), LATER);
    expect(server.writes()).toEqual([
      {
        operationName: 'CreateFailureCode',
        variables: {
          input: {
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            farmId: 'farm-1',
            kind: 'PROBLEM',
            code: 'PUMP_FAILURE',
            label: 'Pump failure',
          },
        },
      },
    ]);
    // The form is ready for the next one.
    await waitFor(
      () => expect((within(problems).getByTestId('settings-code-new-label') as HTMLInputElement).value).toBe(''),
      LATER,
    );
  });

  it('says in the reader’s words that the list has the code already, on the code', async () => {
    const server = show();
    const problems = await list('PROBLEM');
    fireEvent.change(within(problems).getByTestId('settings-code-new-label'), { target: { value: 'Oil leak' } });
    fireEvent.change(within(problems).getByTestId('settings-code-new-code'), { target: { value: 'leak' } });
    fireEvent.click(within(problems).getByTestId('settings-code-add'));
    expect(await within(problems).findByText('This list already has the code LEAK.', undefined, LATER)).toBeTruthy();
    expect(server.codes.filter((code) => code.kind === 'PROBLEM')).toHaveLength(1);
  });

  it('refuses what the server would, before sending it', async () => {
    const server = show();
    const causes = await list('CAUSE');
    fireEvent.change(within(causes).getByTestId('settings-code-new-code'), { target: { value: 'bad-code' } });
    fireEvent.click(within(causes).getByTestId('settings-code-add'));
    expect(await within(causes).findByText('Required', undefined, LATER)).toBeTruthy();
    expect(within(causes).getByText('Only capitals (A–Z), digits and _, at most 40')).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it('renames a code in place', async () => {
    const server = show();
    fireEvent.click(within((await row('PROBLEM', 'LEAK'))!).getByTestId('settings-code-rename-open'));
    const input = await screen.findByTestId('settings-code-rename-input', undefined, LATER);
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('settings-code-rename-save'));
    expect((await screen.findByTestId('settings-code-rename-error', undefined, LATER)).textContent).toBe('Required');
    fireEvent.change(input, { target: { value: 'Hydraulic oil leak' } });
    fireEvent.click(screen.getByTestId('settings-code-rename-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-code-rename-input')).toBeNull(), LATER);
    expect(within((await row('PROBLEM', 'LEAK'))!).getByTestId('settings-code-label').textContent).toBe(
      'Hydraulic oil leak',
    );
    expect(server.writes()).toEqual([
      { operationName: 'UpdateFailureCode', variables: { id: 'c-1', input: { label: 'Hydraulic oil leak' } } },
    ]);
  });

  it('deactivates a code, which stays listed as inactive, and reactivates it', async () => {
    const server = show();
    fireEvent.click(within((await row('CAUSE', 'WEAR'))!).getByTestId('settings-code-toggle'));
    await waitFor(async () => expect((await row('CAUSE', 'WEAR'))!.dataset.active).toBe('false'), LATER);
    const inactive = (await row('CAUSE', 'WEAR'))!;
    expect(within(inactive).getByTestId('settings-code-inactive').textContent).toBe('Inactive');
    expect(within(inactive).getByTestId('settings-code-toggle').textContent).toBe('Reactivate');
    // The row turns inactive from the cache before the first write settles; a click on the
    // button while it still spins is ignored, as it would be for a user.
    await waitFor(
      () => expect(within(inactive).getByTestId('settings-code-toggle').className).not.toMatch(/ant-btn-loading/),
      LATER,
    );
    fireEvent.click(within(inactive).getByTestId('settings-code-toggle'));
    await waitFor(async () => expect((await row('CAUSE', 'WEAR'))!.dataset.active).toBe('true'), LATER);
    expect(server.writes().map((entry) => entry.variables)).toEqual([
      { id: 'c-2', input: { active: false } },
      { id: 'c-2', input: { active: true } },
    ]);
  });
});

describe('the labour rates', () => {
  const openRates = () => fireEvent.click(screen.getByRole('tab', { name: 'Labour rates' }));
  const member = async (name: string) =>
    (await screen.findByTestId('settings-members', undefined, LATER)).querySelector<HTMLElement>(
      `[data-person="${name}"]`,
    );

  it('lists the technicians and managers with the rate their time costs, not the viewers', async () => {
    show();
    openRates();
    expect(shown(await screen.findByTestId('settings-default-rate-value', undefined, LATER))).toBe('MAD 70.00');
    expect(await member('Youssef Benali')).toBeTruthy();
    expect(await member('Amina Manager')).toBeTruthy();
    expect(await member('Vera Viewer')).toBeNull();
    const tech = (await member('Youssef Benali'))!;
    expect(within(tech).getByTestId('settings-member-rate').textContent).toBe('Farm default');
    expect(shown(within(tech).getByTestId('settings-member-effective'))).toBe('MAD 70.00');
  });

  it('sets a member’s own rate, refusing one out of range, and clears it back to the farm default', async () => {
    const server = show();
    openRates();
    fireEvent.click(within((await member('Youssef Benali'))!).getByTestId('settings-member-rate-open'));
    const input = await screen.findByTestId('settings-member-rate-input', undefined, LATER);
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('settings-member-rate-edit-save'));
    expect((await screen.findByTestId('settings-member-rate-edit-error', undefined, LATER)).textContent).toBe(
      'An amount from 0 to 1,000,000',
    );
    fireEvent.change(input, { target: { value: '2000000' } });
    fireEvent.click(screen.getByTestId('settings-member-rate-edit-save'));
    expect(server.writes()).toEqual([]);

    fireEvent.change(input, { target: { value: '55.5' } });
    fireEvent.click(screen.getByTestId('settings-member-rate-edit-save'));
    await waitFor(async () => {
      const tech = (await member('Youssef Benali'))!;
      expect(shown(within(tech).getByTestId('settings-member-rate'))).toBe('MAD 55.50');
      expect(shown(within(tech).getByTestId('settings-member-effective'))).toBe('MAD 55.50');
    }, LATER);

    fireEvent.click(within((await member('Youssef Benali'))!).getByTestId('settings-member-rate-clear'));
    await waitFor(async () => {
      const tech = (await member('Youssef Benali'))!;
      expect(within(tech).getByTestId('settings-member-rate').textContent).toBe('Farm default');
      expect(shown(within(tech).getByTestId('settings-member-effective'))).toBe('MAD 70.00');
    }, LATER);
    expect(server.writes().map((entry) => entry.variables)).toEqual([
      { farmId: 'farm-1', userId: 'u-tech', rate: 55.5 },
      { farmId: 'farm-1', userId: 'u-tech', rate: null },
    ]);
  });

  it('sets the farm’s default rate, which members without their own then cost', async () => {
    const server = show();
    openRates();
    fireEvent.click(await screen.findByTestId('settings-default-rate-open', undefined, LATER));
    fireEvent.change(await screen.findByTestId('settings-default-rate-input', undefined, LATER), {
      target: { value: '80' },
    });
    fireEvent.click(screen.getByTestId('settings-default-rate-edit-save'));
    await waitFor(() => expect(shown(screen.getByTestId('settings-default-rate-value'))).toBe('MAD 80.00'), LATER);
    await waitFor(async () => {
      expect(shown(within((await member('Amina Manager'))!).getByTestId('settings-member-effective'))).toBe(
        'MAD 80.00',
      );
    }, LATER);
    expect(server.writes()).toEqual([
      { operationName: 'SetFarmDefaultHourlyRate', variables: { farmId: 'farm-1', rate: 80 } },
    ]);
  });

  it('is not offered to who manages orders but not the farm’s people', async () => {
    show(['workorders.manage']);
    expect(await list('REMEDY')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Labour rates' })).toBeNull();
  });
});

describe('the code a name suggests', () => {
  it('writes the name in capitals and _, without accents, within the server’s 40 characters', () => {
    expect(codeFromLabel('Hydraulic leak')).toBe('HYDRAULIC_LEAK');
    expect(codeFromLabel("Fuite d'huile (arrière)")).toBe('FUITE_D_HUILE_ARRIERE');
    expect(codeFromLabel('x'.repeat(39) + ' y')).toBe('X'.repeat(39));
    expect(codeError(codeFromLabel('a'.repeat(60)))).toBeNull();
  });

  it('suggests nothing for a name in another script: the manager types the code', () => {
    expect(codeFromLabel('تسرب الزيت')).toBe('');
    expect(codeError('')).toBe('workOrders.settings.codes.required');
  });
});

// The members list of /user-management: what a manager may change on each member (never their
// own role, never an admin's, a deactivated member only by reactivating), the roles the select
// offers, the filters the URL sends, and a role change with the server's refusal in words.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typePolicies } from '../../web/src/app/cachePolicies';
import { ConfirmProvider } from '../../web/src/components/confirm/ConfirmProvider';
import { MemberList } from '../../web/src/features/user-management/components/MemberList';
import { setFarms } from '../../web/src/lib/farm/farmStore';

const LATER = { timeout: 10_000 };
const FARM = 'farm-1';

const member = (userId: string, name: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'FarmMember',
  id: `${FARM}:${userId}`,
  farmId: FARM,
  userId,
  name,
  email: `${userId}@farm.test`,
  avatar: null,
  role: 'TECHNICIAN',
  status: 'ACTIVE',
  accountDeactivated: false,
  admin: false,
  lastSignInAt: null,
  joinedAt: '2026-01-05T08:00:00.000Z',
  labourRate: { __typename: 'LabourRate', hourlyRate: null, effectiveRate: 25 },
  ...changes,
});

const MEMBERS = [
  member('ada', 'Ada Admin', { role: 'MANAGER', admin: true }),
  member('me', 'Mona Manager', { role: 'MANAGER' }),
  member('tom', 'Tom Technician', { labourRate: { __typename: 'LabourRate', hourlyRate: 30, effectiveRate: 30 } }),
  member('vera', 'Vera Viewer', { role: 'VIEWER', status: 'DEACTIVATED' }),
];

type Answer = (variables: Record<string, unknown>) => unknown;

/** A server holding the members; `onRole` answers a role change (by default it applies it). */
function server(onRole?: Answer) {
  const people = MEMBERS.map((row) => ({ ...row }));
  const asked: { filter?: unknown; role?: unknown }[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    if (operation.operationName === 'SetFarmMemberRole') {
      asked.push({ role: variables });
      const refused = onRole?.(variables);
      if (refused) return of(refused);
      const changed = people.find((row) => row.userId === variables.userId)!;
      changed.role = variables.role as string;
      return of({ data: { setFarmMemberRole: changed } });
    }
    asked.push({ filter: variables.filter });
    return of({
      data: {
        farmMembers: {
          __typename: 'FarmMemberConnection',
          edges: people.map((node) => ({ __typename: 'FarmMemberEdge', cursor: node.id, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: people.length,
          totalCountIsExact: true,
        },
      },
    });
  });
  return { client: new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link }), asked };
}

function show(client: ApolloClient, { admin = false, url = '/user-management' } = {}) {
  localStorage.setItem('user', JSON.stringify({ id: 'me', email: 'me@farm.test' }));
  const permissions = admin ? ['admin.all.access', 'users.manage'] : ['users.manage'];
  setFarms([{ id: FARM, name: 'Green Valley', reference: 'FRM-001', currency: 'EUR', viewerPermissions: permissions }]);
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ConfirmProvider>
          <App>
            <MemberList farmId={FARM} />
          </App>
        </ConfirmProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const row = async (email: string) => {
  const table = await screen.findByTestId('members-table', undefined, LATER);
  await waitFor(() => expect(table.querySelector(`[data-email="${email}"]`)).not.toBeNull(), LATER);
  return table.querySelector<HTMLElement>(`[data-email="${email}"]`)!;
};

/** The table, not the phone cards: the screen is as wide as a desktop's. */
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /min-width/.test(query),
        media: query,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  setFarms([]);
});

async function openRoleSelect(within_: HTMLElement) {
  fireEvent.mouseDown(within(within_).getByTestId('member-role-select').querySelector('input')!);
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0), LATER);
  return [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
}

describe('the members table', () => {
  it('offers a manager the changes the server allows, member by member', async () => {
    show(server().client);
    const me = await row('me@farm.test');
    expect(within(me).getByTestId('person-self').textContent).toBe('You');
    expect(within(me).getByTestId('member-role').textContent).toBe('Manager');
    expect(within(me).queryByTestId('member-role-select')).toBeNull();
    expect(within(me).queryByTestId('member-deactivate')).toBeNull();

    const ada = await row('ada@farm.test');
    expect(within(ada).getByTestId('person-admin').textContent).toBe('Admin');
    expect(within(ada).queryByTestId('member-role-select')).toBeNull();
    expect(within(ada).queryByTestId('member-deactivate')).toBeNull();

    const tom = await row('tom@farm.test');
    expect(within(tom).getByTestId('member-status').textContent).toBe('Active');
    expect(within(tom).getByTestId('member-rate').textContent).toBe('€30.00');
    expect(within(tom).getByTestId('member-deactivate')).toBeTruthy();
    expect(tom.textContent).toContain('Never');
    // Admin is not a farm role: nobody is offered more than manager here.
    const options = await openRoleSelect(tom);
    expect(options.map((option) => option.textContent)).toEqual(['Manager', 'Technician', 'Viewer']);

    const vera = await row('vera@farm.test');
    expect(within(vera).getByTestId('member-status').textContent).toBe('Deactivated');
    expect(within(vera).getByTestId('member-role').textContent).toBe('Viewer');
    expect(within(vera).getByTestId('member-reactivate')).toBeTruthy();
    expect(within(vera).getByTestId('member-rate').textContent).toBe('Farm default (€25.00)');
  });

  it("lets an admin change an admin's role, never their own", async () => {
    show(server().client, { admin: true });
    expect(within(await row('ada@farm.test')).getByTestId('member-role-select')).toBeTruthy();
    expect(within(await row('me@farm.test')).queryByTestId('member-role-select')).toBeNull();
  });

  it('asks the server for the filters of the URL', async () => {
    const { client, asked } = server();
    show(client, { url: '/user-management?q=tom&role=TECHNICIAN,ADMIN&status=ACTIVE' });
    await row('tom@farm.test');
    expect(asked).toContainEqual({ filter: { text: 'tom', role: ['TECHNICIAN'], status: ['ACTIVE'] } });
    expect(screen.getByLabelText<HTMLInputElement>('Search by name or email').value).toBe('tom');
  });

  it('changes a role, and shows a refusal in words with the role unchanged', async () => {
    let refuse = false;
    const { client, asked } = server(() =>
      refuse
        ? {
            errors: [
              {
                message: 'Tom is the last manager of Green Valley: make someone else manager first',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  messageKey: 'lastManager',
                  messageParams: { name: 'Tom Technician', farm: 'Green Valley' },
                },
              },
            ],
          }
        : undefined,
    );
    show(client);
    const options = await openRoleSelect(await row('tom@farm.test'));
    fireEvent.click(options.find((option) => option.textContent === 'Manager')!);
    const roleOfTom = async () => within(await row('tom@farm.test')).getByTestId('member-role-select').textContent;
    await waitFor(async () => expect(await roleOfTom()).toBe('Manager'), LATER);
    expect(asked).toContainEqual({ role: { farmId: FARM, userId: 'tom', role: 'MANAGER' } });

    refuse = true;
    const again = await openRoleSelect(await row('tom@farm.test'));
    // The first dropdown stays in the document, closed: the last "Viewer" is the open one's.
    fireEvent.click(again.filter((option) => option.textContent === 'Viewer').at(-1)!);
    expect(
      await screen.findByText(
        'Tom Technician is the last manager of Green Valley: make someone else manager first.',
        undefined,
        LATER,
      ),
    ).toBeTruthy();
    expect(await roleOfTom()).toBe('Manager');
  });
});

// The "My account" page: one's e-mail and role on each farm (read only), a new name and picture
// saved onto the cached user (what the top bar reads), and the password form, which checks the
// server's length rule and the confirmation itself and shows a wrong current password, refused
// by the server, on its field in the reader's language.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../web/src/app/cachePolicies';
import { AccountPage } from '../../web/src/features/account/pages/AccountPage';
import fr from '../../web/public/assets/i18n/fr.json';
import frAccount from '../../web/public/assets/i18n/fr/account.json';

i18next.addResourceBundle('fr', 'translation', fr, true, true);
i18next.addResourceBundle('fr', 'translation', frAccount, true, true);

const LATER = { timeout: 10_000 };
const ME = {
  __typename: 'User',
  id: 'u1',
  name: 'Marc Dubois',
  email: 'marc@farm.test',
  avatar: null,
  roles: ['manager'],
};
const farm = (id: string, name: string, viewerRole: string | null) => ({
  __typename: 'Farm',
  id,
  name,
  reference: id.toUpperCase(),
  viewerRole,
});
const FARMS = [farm('frm-1', 'Green Valley', 'MANAGER'), farm('frm-2', 'Sunrise Orchards', 'TECHNICIAN')];

const WRONG_CURRENT = {
  errors: [
    {
      message: 'currentPassword: the current password is not correct',
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'currentPasswordWrong', messageParams: {} },
    },
  ],
};

/** A server holding the signed-in person; every write it gets is kept in `asked`. */
function server(currentPassword = 'Manager#2026') {
  const me = { ...ME };
  const asked: { operation: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    asked.push({ operation: operation.operationName ?? '', variables });
    if (operation.operationName === 'UpdateProfile') {
      Object.assign(me, variables);
      return of({ data: { updateMe: { __typename: 'User', id: me.id, name: me.name, avatar: me.avatar } } });
    }
    if (operation.operationName === 'ChangePassword')
      return of(variables.currentPassword === currentPassword ? { data: { changePassword: true } } : WRONG_CURRENT);
    return of({ data: { me, farms: FARMS } });
  });
  const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link });
  return { client, asked, writes: () => asked.filter((entry) => entry.operation !== 'Account') };
}

function show(client: ApolloClient) {
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/account']}>
        <AccountPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return screen.findByTestId('account-email', undefined, LATER);
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fieldError = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('my account', () => {
  it('shows my e-mail and my role on each farm, with nothing to change it', async () => {
    const email = await show(server().client);
    expect(email.textContent).toBe('marc@farm.test');
    const rows = screen.getAllByTestId('account-farm');
    expect(
      rows.map((row) => [
        row.textContent?.includes('Green Valley'),
        within(row).getByTestId('account-role').textContent,
      ]),
    ).toEqual([
      [true, 'Manager'],
      [false, 'Technician'],
    ]);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('saves a new name and picture onto the cached user, which the top bar reads', async () => {
    const { client, writes } = server();
    await show(client);
    type('account-name', '  Marc D.  ');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('account-avatar-file'), { target: { files: [picture] } });
    await waitFor(() => expect(screen.getByTestId('account-avatar').querySelector('img')).not.toBeNull(), LATER);
    fireEvent.click(screen.getByTestId('account-profile-save'));

    await waitFor(() => expect(writes()).toHaveLength(1), LATER);
    expect(writes()[0]).toEqual({
      operation: 'UpdateProfile',
      variables: { name: 'Marc D.', avatar: 'data:image/png;base64,iVBORw==' },
    });
    await waitFor(
      () => expect((client.cache.extract() as Record<string, unknown>)['User:u1']).toMatchObject({ name: 'Marc D.' }),
      LATER,
    );
  });

  it('refuses a file that is not a picture the server takes, and sends nothing', async () => {
    const { client, writes } = server();
    await show(client);
    const svg = new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByTestId('account-avatar-file'), { target: { files: [svg] } });
    expect((await screen.findByTestId('account-avatar-error', undefined, LATER)).textContent).toContain('PNG, JPEG');
    expect(writes()).toEqual([]);
  });

  it('checks the new password as the server does, and says in French that the current one is wrong', async () => {
    const { client, writes } = server();
    await show(client);
    type('account-current-password', 'Manager#2026');
    type('account-new-password', 'short');
    type('account-confirm-password', 'different');
    fireEvent.click(screen.getByTestId('account-password-save'));
    await waitFor(
      () => expect(fieldError('account-new-password')).toBe('The password needs 8 to 200 characters.'),
      LATER,
    );
    expect(fieldError('account-confirm-password')).toBe('The passwords do not match.');
    expect(writes()).toEqual([]);

    await i18next.changeLanguage('fr');
    type('account-current-password', 'not-mine');
    type('account-new-password', 'Another#2026');
    type('account-confirm-password', 'Another#2026');
    fireEvent.click(screen.getByTestId('account-password-save'));
    await waitFor(
      () => expect(fieldError('account-current-password')).toBe('Le mot de passe actuel est incorrect.'),
      LATER,
    );
    expect(writes()).toEqual([
      { operation: 'ChangePassword', variables: { currentPassword: 'not-mine', newPassword: 'Another#2026' } },
    ]);
  });
});

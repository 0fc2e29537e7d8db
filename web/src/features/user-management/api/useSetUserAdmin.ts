import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { evictPeopleLists } from './evictPeopleLists';

const SetUserAdminMutation = graphql(`
  mutation SetUserAdmin($userId: ID!, $admin: Boolean!) {
    setUserAdmin(userId: $userId, admin: $admin) {
      id
      ...AccountTable_account
    }
  }
`);

/** Grants or revokes global admin (admins only, never their own). Members show the flag too, so their lists reload. */
export function useSetUserAdmin() {
  const { t } = useTranslation();
  const [write] = useWrite(SetUserAdminMutation);
  return (account: { id: string; name: string }, admin: boolean) =>
    write(
      { variables: { userId: account.id, admin }, update: evictPeopleLists },
      t(admin ? 'userManagement.accounts.adminGranted' : 'userManagement.accounts.adminRevoked', {
        name: account.name,
      }),
    );
}

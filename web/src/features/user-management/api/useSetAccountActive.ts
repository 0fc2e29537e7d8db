import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { evictPeopleLists } from './evictPeopleLists';

const SetAccountActiveMutation = graphql(`
  mutation SetAccountActive($userId: ID!, $active: Boolean!) {
    setAccountActive(userId: $userId, active: $active) {
      id
      ...AccountTable_account
    }
  }
`);

/** Deactivates or reactivates an account everywhere (admins only); members show it too, so their lists reload. */
export function useSetAccountActive() {
  const { t } = useTranslation();
  const [write] = useWrite(SetAccountActiveMutation);
  return (account: { id: string; name: string }, active: boolean) =>
    write(
      { variables: { userId: account.id, active }, update: evictPeopleLists },
      t(active ? 'userManagement.accounts.reactivated' : 'userManagement.accounts.deactivated', {
        name: account.name,
      }),
    );
}

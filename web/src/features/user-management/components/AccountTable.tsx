import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/ListTable';
import type { AccountTable_AccountFragment as Account } from '../../../__generated__/graphql';
import { useLastSignIn } from '../hooks/useLastSignIn';
import { isSelf, type Manager } from '../model/memberRights';
import { AccountActions } from './AccountActions';
import { MemberStatusTag } from './MemberStatusTag';
import { PersonName } from './PersonName';

/** Every account from the sm breakpoint up, by name (admins). */
export function AccountTable({ rows, loading, manager }: { rows: Account[]; loading: boolean; manager: Manager }) {
  const { t } = useTranslation();
  const lastSignIn = useLastSignIn();
  const label = (name: string) => t(`userManagement.fields.${name}`);
  const columns: ColumnsType<Account> = [
    {
      key: 'name',
      title: label('name'),
      render: (_, row) => (
        <PersonName name={row.name} email={row.email} admin={row.admin} self={isSelf(manager, row.id)} />
      ),
    },
    {
      key: 'status',
      title: label('status'),
      render: (_, row) => <MemberStatusTag status={row.deactivated ? 'DEACTIVATED' : 'ACTIVE'} />,
    },
    { key: 'lastSignIn', title: label('lastSignIn'), render: (_, row) => lastSignIn(row.lastSignInAt) },
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => <AccountActions account={row} self={isSelf(manager, row.id)} />,
    },
  ];
  return (
    <ListTable<Account>
      rows={rows}
      columns={columns}
      loading={loading}
      testId="accounts-table"
      onSort={() => undefined}
      onRow={(row) => ({ 'data-testid': 'account-row', 'data-email': row.email }) as HTMLAttributes<HTMLElement>}
    />
  );
}
